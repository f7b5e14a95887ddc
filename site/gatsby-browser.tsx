import './src/styles/theme.scss';

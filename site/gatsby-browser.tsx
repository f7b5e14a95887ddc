import './src/styles/theme.scss';
import { rememberLanding } from './src/lib/lead-context';

/** The visit's landing page: its campaign parameters and referrer go with any later lead. */
export const onClientEntry = () => {
  rememberLanding();
};

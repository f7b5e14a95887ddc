/**
 * Babel config used ONLY by jest (passed to babel-jest in jest.config.js). Deliberately not named
 * babel.config.js / .babelrc so Gatsby keeps its own babel-preset-gatsby setup.
 */
module.exports = {
  babelrc: false,
  presets: [
    ['@babel/preset-env', { targets: { node: 'current' } }],
    ['@babel/preset-react', { runtime: 'automatic' }],
    ['@babel/preset-typescript', { allowDeclareFields: true, onlyRemoveTypeImports: false }],
  ],
};

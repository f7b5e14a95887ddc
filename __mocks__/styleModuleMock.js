/* CSS modules: every class name maps to itself (styles.card === 'card'); works with `import * as styles`. */
module.exports = new Proxy(
  {},
  {
    get: (_target, key) => (key === '__esModule' ? true : key === 'default' ? module.exports : key),
  },
);

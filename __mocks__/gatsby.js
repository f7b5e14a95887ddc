/* Manual mock of 'gatsby' for unit tests (root __mocks__ next to node_modules: applied automatically). */
const React = require('react');

const graphql = () => '';
const Link = React.forwardRef(function Link({ to, activeClassName, activeStyle, partiallyActive, replace, state, getProps, ...rest }, ref) {
  return React.createElement('a', { ...rest, href: to, ref });
});

module.exports = {
  __esModule: true,
  graphql,
  Link,
  navigate: jest.fn(),
  useStaticQuery: jest.fn(),
  StaticQuery: jest.fn(() => null),
  withPrefix: (path) => path,
  Script: () => null,
  Slice: () => null,
};

/* react-markdown is ESM-only: render the raw markdown as text. */
const React = require('react');
function ReactMarkdown({ children }) {
  return React.createElement('div', { 'data-testid': 'markdown' }, children);
}
module.exports = { __esModule: true, default: ReactMarkdown };

import * as React from 'react';
import { HydrateWhenVisible } from '../../lib/deferred-hydration';

export { MarkdownLink } from './MarkdownLink';

/**
 * The Markdown parser (react-markdown, remark-gfm: about a fifth of a page's script) is in a chunk
 * of its own: the text is in the static HTML, so the browser loads the parser only to hydrate a
 * text that nears the viewport, or to render one after a client-side navigation.
 */
const MarkdownBody = React.lazy(() => import(/* webpackChunkName: "markdown" */ './MarkdownBody'));

/**
 * CMS rich text (Markdown, never raw HTML; see MarkdownBody) in a `prose` box. Memoized: a page
 * that re-renders (a location change) with the same text leaves a not yet hydrated text alone,
 * where an update could make React drop its server HTML until the parser has loaded.
 */
export default React.memo(function Markdown({ children, className }: { children: string | null | undefined; className?: string }) {
  if (!children) return null;
  return (
    <HydrateWhenVisible className={`prose ${className ?? ''}`.trim()}>
      <MarkdownBody>{children}</MarkdownBody>
    </HydrateWhenVisible>
  );
});

import * as React from 'react';
import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { MarkdownLink } from './MarkdownLink';

/**
 * CMS rich text is Markdown (with GitHub tables and lists). react-markdown never renders raw HTML (no rehype-raw), so an
 * editor's or attacker's <script> shows as text instead of running. A chunk of its own (see Markdown).
 */
export default function MarkdownBody({ children }: { children: string }) {
  return (
    <ReactMarkdown
      remarkPlugins={[remarkGfm]}
      components={{
        a: ({ node: _node, ...props }) => <MarkdownLink {...props} />,
      }}
    >
      {children}
    </ReactMarkdown>
  );
}

import * as React from 'react';
import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * CMS rich text is Markdown (with GitHub tables and lists). react-markdown never renders raw HTML (no rehype-raw), so an
 * editor's or attacker's <script> shows as text instead of running.
 */
export default function Markdown({ children, className }: { children: string | null | undefined; className?: string }) {
  if (!children) return null;
  return (
    <div className={`prose ${className ?? ''}`.trim()}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        components={{
          a: ({ node: _node, href, ...props }) => {
            const external = typeof href === 'string' && /^https?:\/\//.test(href);
            return <a href={href} {...props} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} />;
          },
        }}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}

import * as React from 'react';
import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { safeHref } from 'contracts';

/**
 * A link in CMS rich text, through the one safe-link rule: an unsafe target leaves its text only.
 * Web links open in a new tab.
 */
export function MarkdownLink({ href, children, ...props }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  const safe = safeHref(href);
  if (safe === null) return <span>{children}</span>;
  const external = /^https?:\/\//i.test(safe);
  return (
    <a href={safe} {...props} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

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
          a: ({ node: _node, ...props }) => <MarkdownLink {...props} />,
        }}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}

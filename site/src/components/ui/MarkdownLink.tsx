import * as React from 'react';
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

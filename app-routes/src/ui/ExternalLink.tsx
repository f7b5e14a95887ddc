import * as React from 'react';
import { safeHref } from 'contracts';

/**
 * A link typed by an administrator (report links), opening in a new tab; only through the shared
 * safe-link rule, so a `javascript:` or `data:` value renders `fallback` instead of a live link.
 */
export default function ExternalLink({
  href,
  fallback = null,
  children,
  ...props
}: Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> & {
  href: string | null | undefined;
  fallback?: React.ReactNode;
}) {
  const safe = safeHref(href);
  if (safe === null) return <>{fallback}</>;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
    </a>
  );
}

import * as React from 'react';
import { Link } from 'gatsby';
import { safeHref } from 'contracts';

type AnchorProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

/**
 * A link whose URL comes from the CMS: only through the shared rule (contracts' safeHref), so a
 * `javascript:` or `data:` value an editor managed to type renders as no link at all (`fallback`,
 * nothing by default). Site paths go through Gatsby's Link (prefetching); everything else is a
 * plain anchor.
 */
export default function CmsLink({
  href,
  fallback = null,
  activeClassName,
  children,
  ...props
}: AnchorProps & { href: string | null | undefined; fallback?: React.ReactNode; activeClassName?: string }) {
  const safe = safeHref(href);
  if (safe === null) return <>{fallback}</>;
  if (safe.startsWith('/'))
    return (
      <Link to={safe} activeClassName={activeClassName} {...props}>
        {children}
      </Link>
    );
  return (
    <a href={safe} {...props}>
      {children}
    </a>
  );
}

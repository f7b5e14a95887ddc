import * as React from 'react';
import CmsLink from './CmsLink';

/**
 * The consent notice under a lead form, written by editors (Lead forms → consent text): {firm}
 * becomes the firm's name ('us' without one) and {link} the link to the terms or privacy page.
 * Plain text throughout: React escapes whatever an editor typed, and the link goes through CmsLink.
 */
export default function Consent({
  text,
  firmName,
  linkLabel,
  linkHref,
  className,
}: {
  text: string;
  firmName: string | null | undefined;
  linkLabel: string;
  linkHref: string;
  className?: string;
}) {
  const [before, after = ''] = text.split('{link}');
  const firm = (part: string) => part.split('{firm}').join(firmName || 'us');
  return (
    <p className={className}>
      {firm(before)}
      <CmsLink href={linkHref} fallback={linkLabel}>
        {linkLabel}
      </CmsLink>
      {firm(after)}
    </p>
  );
}

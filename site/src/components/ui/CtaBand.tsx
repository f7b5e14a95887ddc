import * as React from 'react';
import SectionShell from './SectionShell';

/** The frame of a call-to-action section: a centred band in the brand colour with a heading, an optional text and its action. */
export default function CtaBand({
  anchor,
  heading,
  body,
  children,
}: {
  anchor?: string | null;
  heading?: string | null;
  body?: string | null;
  children: React.ReactNode;
}) {
  return (
    <SectionShell anchor={anchor} tone="brand" className="text-center">
      <h2 className="section__heading">{heading}</h2>
      {body && (
        <p className="lead mx-auto mb-4" style={{ maxWidth: '40rem' }}>
          {body}
        </p>
      )}
      {children}
    </SectionShell>
  );
}

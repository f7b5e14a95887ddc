import * as React from 'react';

interface Props {
  anchor?: string | null;
  heading?: string | null;
  intro?: string | null;
  /** Alternate background bands so long pages read as distinct sections. */
  tone?: 'plain' | 'muted' | 'dark' | 'brand';
  className?: string;
  children: React.ReactNode;
}

/** The common frame of a page section: anchor target, heading (h2), optional intro, container. */
export default function SectionShell({ anchor, heading, intro, tone = 'plain', className = '', children }: Props) {
  return (
    <section id={anchor || undefined} className={`section section--${tone} ${className}`.trim()}>
      <div className="container">
        {heading && <h2 className="section__heading">{heading}</h2>}
        {intro && <p className="section__intro lead">{intro}</p>}
        {children}
      </div>
    </section>
  );
}

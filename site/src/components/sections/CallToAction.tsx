import * as React from 'react';
import { graphql, Link } from 'gatsby';
import SectionShell from '../ui/SectionShell';

export interface CallToActionSection { anchor?: string | null; heading: string; body?: string | null; buttonLabel: string; buttonLink: string }

export default function CallToAction({ section }: { section: CallToActionSection; index: number }) {
  const internal = section.buttonLink.startsWith('/');
  return (
    <SectionShell anchor={section.anchor} tone="brand" className="text-center">
      <h2 className="section__heading">{section.heading}</h2>
      {section.body && <p className="lead mx-auto mb-4" style={{ maxWidth: '40rem' }}>{section.body}</p>}
      {internal ? <Link className="btn-cta btn-lg" to={section.buttonLink}>{section.buttonLabel}</Link>
        : <a className="btn-cta btn-lg" href={section.buttonLink}>{section.buttonLabel}</a>}
    </SectionShell>
  );
}

export const query = graphql`
  fragment CallToActionSection on STRAPI__COMPONENT_SECTIONS_CALL_TO_ACTION { anchor heading body buttonLabel buttonLink }
`;

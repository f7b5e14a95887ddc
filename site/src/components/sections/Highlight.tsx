import * as React from 'react';
import { graphql } from 'gatsby';
import SectionShell from '../ui/SectionShell';
import { usePlaceholders } from '../../hooks/usePlaceholders';

export type HighlightSection = Queries.HighlightSectionFragment;

/** A single highlighted note (a stock up 150%, the satisfaction guarantee, the risk warning). */
export default function Highlight({ section }: { section: HighlightSection; index: number }) {
  const fill = usePlaceholders();
  return (
    <SectionShell anchor={section.anchor}>
      <div className={`alert alert-${section.tone ?? 'success'} border-0 shadow-sm p-4 p-lg-5 mb-0 text-center`}>
        <h2 className="h3 mb-2">{section.heading}</h2>
        {section.body && <p className="mb-0 fs-5">{fill.text(section.body)}</p>}
      </div>
    </SectionShell>
  );
}

export const query = graphql`
  fragment HighlightSection on STRAPI__COMPONENT_SECTIONS_HIGHLIGHT {
    anchor
    heading
    body
    tone
  }
`;

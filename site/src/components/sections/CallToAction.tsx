import * as React from 'react';
import { graphql } from 'gatsby';
import SectionShell from '../ui/SectionShell';
import CmsLink from '../ui/CmsLink';

export type CallToActionSection = Queries.CallToActionSectionFragment;

export default function CallToAction({ section }: { section: CallToActionSection; index: number }) {
  return (
    <SectionShell anchor={section.anchor} tone="brand" className="text-center">
      <h2 className="section__heading">{section.heading}</h2>
      {section.body && (
        <p className="lead mx-auto mb-4" style={{ maxWidth: '40rem' }}>
          {section.body}
        </p>
      )}
      <CmsLink className="btn-cta btn-lg" href={section.buttonLink}>
        {section.buttonLabel}
      </CmsLink>
    </SectionShell>
  );
}

export const query = graphql`
  fragment CallToActionSection on STRAPI__COMPONENT_SECTIONS_CALL_TO_ACTION {
    anchor
    heading
    body
    buttonLabel
    buttonLink
  }
`;

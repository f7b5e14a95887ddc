import * as React from 'react';
import { graphql } from 'gatsby';
import CtaBand from '../ui/CtaBand';
import CmsLink from '../ui/CmsLink';

export type CallToActionSection = Queries.CallToActionSectionFragment;

export default function CallToAction({ section }: { section: CallToActionSection; index: number }) {
  return (
    <CtaBand anchor={section.anchor} heading={section.heading} body={section.body}>
      <CmsLink className="btn-cta btn-lg" href={section.buttonLink}>
        {section.buttonLabel}
      </CmsLink>
    </CtaBand>
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

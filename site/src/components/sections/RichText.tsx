import * as React from 'react';
import { graphql } from 'gatsby';
import Markdown from '../ui/Markdown';
import SectionShell from '../ui/SectionShell';
import { usePlaceholders } from '../../hooks/usePlaceholders';

export type RichTextSection = Queries.RichTextSectionFragment;

/** Editorial text (legal pages, sales letter): Markdown from the CMS, its {field} placeholders filled from Site settings. */
export default function RichText({ section }: { section: RichTextSection; index: number }) {
  const fill = usePlaceholders();
  const body = section.markdown?.data?.body;
  return (
    <SectionShell anchor={section.anchor} heading={section.heading} className="section--text">
      <Markdown>{body && fill.markdown(body)}</Markdown>
    </SectionShell>
  );
}

export const query = graphql`
  fragment RichTextSection on STRAPI__COMPONENT_SECTIONS_RICH_TEXT {
    anchor
    heading
    markdown: body {
      data {
        body
      }
    }
  }
`;

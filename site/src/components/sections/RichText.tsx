import * as React from 'react';
import { graphql } from 'gatsby';
import Markdown from '../ui/Markdown';
import SectionShell from '../ui/SectionShell';

export type RichTextSection = Queries.RichTextSectionFragment;

/** Editorial text (legal pages, sales letter): Markdown from the CMS. */
export default function RichText({ section }: { section: RichTextSection; index: number }) {
  return (
    <SectionShell anchor={section.anchor} heading={section.heading} className="section--text">
      <Markdown>{section.markdown?.data?.body}</Markdown>
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

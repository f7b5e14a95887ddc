import * as React from 'react';
import { graphql } from 'gatsby';
import Accordion from 'react-bootstrap/Accordion';
import SectionShell from '../ui/SectionShell';
import Markdown from '../ui/Markdown';
import { usePageData } from '../../lib/page-data';
import { usePlaceholders } from '../../hooks/usePlaceholders';
import * as styles from './FaqList.module.scss';

export type FaqListSection = Queries.FaqListSectionFragment;

/** Expandable questions of one FAQ category; answers are Markdown (never raw HTML) with {field} placeholders. */
export default function FaqList({ section }: { section: FaqListSection; index: number }) {
  const faqs = usePageData().faqs.filter((f) => f.category === section.category);
  const fill = usePlaceholders();
  if (faqs.length === 0) return null;
  return (
    <SectionShell anchor={section.anchor} heading={section.heading}>
      {/* alwaysOpen: readers often compare answers; collapsed answers stay in the static HTML. */}
      <Accordion alwaysOpen className={styles.list}>
        {faqs.map((faq) => (
          <Accordion.Item key={faq.id} eventKey={faq.id} className={styles.item}>
            <Accordion.Header as="h3" className={styles.question}>
              {faq.question}
            </Accordion.Header>
            <Accordion.Body>
              <Markdown className={styles.answer}>{fill.markdown(faq.answer?.data?.answer ?? '')}</Markdown>
            </Accordion.Body>
          </Accordion.Item>
        ))}
      </Accordion>
    </SectionShell>
  );
}

export const query = graphql`
  fragment FaqListSection on STRAPI__COMPONENT_SECTIONS_FAQ_LIST {
    anchor
    heading
    category
  }
`;

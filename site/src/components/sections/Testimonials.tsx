import * as React from 'react';
import { graphql } from 'gatsby';
import SectionShell from '../ui/SectionShell';
import MultilineText from '../ui/MultilineText';
import { usePageData } from '../../lib/page-data';
import * as styles from './Testimonials.module.scss';

export type TestimonialsSection = Queries.TestimonialsSectionFragment;

/** Subscriber quotes as cards; a single quote (home page) is shown larger and centred. */
export default function Testimonials({ section }: { section: TestimonialsSection; index: number }) {
  const items = usePageData().testimonials.slice(0, section.limit ?? 6);
  if (items.length === 0) return null;
  const single = items.length === 1;
  return (
    <SectionShell anchor={section.anchor} heading={section.heading} tone="muted">
      <div className={single ? 'row justify-content-center' : 'row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4'}>
        {items.map((t) => (
          <div key={t.id} className={single ? 'col-lg-8' : 'col'}>
            <figure className={`card-soft h-100 mb-0 ${styles.card} ${single ? styles.single : ''}`}>
              <span className={styles.mark} aria-hidden="true">
                “
              </span>
              <blockquote className={styles.quote}>
                {/* Plain text with line breaks: never interpreted as HTML. */}
                <p className="mb-0">
                  <MultilineText text={t.description} />
                </p>
              </blockquote>
              <figcaption className={styles.author}>
                <span className={styles.avatar} aria-hidden="true">
                  {t.name.trim().charAt(0)}
                </span>
                <div>
                  <h3 className={styles.name}>{t.name}</h3>
                  {t.location && <p className={styles.location}>{t.location}</p>}
                </div>
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
    </SectionShell>
  );
}

export const query = graphql`
  fragment TestimonialsSection on STRAPI__COMPONENT_SECTIONS_TESTIMONIALS {
    anchor
    heading
    limit
  }
`;

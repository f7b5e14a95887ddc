import * as React from 'react';
import { graphql } from 'gatsby';
import CmsImage from '../ui/CmsImage';
import CmsLink from '../ui/CmsLink';
import { usePlaceholders } from '../../hooks/usePlaceholders';
import * as styles from './Hero.module.scss';

export type HeroSection = Queries.HeroSectionFragment;

/** The page's opening band; its heading is the page's only h1. */
export default function Hero({ section }: { section: HeroSection; index: number }) {
  const tone = section.tone ?? 'brand';
  const fill = usePlaceholders();
  return (
    <section className={`${styles.hero} ${styles[tone]}`}>
      <div className="container">
        <div className="row align-items-center gy-5 gx-4 gx-lg-5">
          <div className={section.image ? 'col-lg-6' : 'col-lg-9'}>
            {section.eyebrow && <p className={styles.eyebrow}>{fill.text(section.eyebrow)}</p>}
            <h1 className={styles.heading}>{section.heading}</h1>
            {section.subheading && <p className={styles.sub}>{fill.text(section.subheading)}</p>}
            {section.ctaLabel && (
              <CmsLink href={section.ctaLink} className="btn-cta btn-lg mt-2">
                {section.ctaLabel}
              </CmsLink>
            )}
          </div>
          {section.image && (
            // Lazy: below lg the art is not displayed, and an eager image is fetched all the same
            // (phones paid for 13 KB they never showed, before the page's text had painted).
            <div className="col-lg-6 d-none d-lg-block">
              <CmsImage image={section.image} loading="lazy" className={styles.art} />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

export const query = graphql`
  fragment HeroSection on STRAPI__COMPONENT_SECTIONS_HERO {
    eyebrow
    heading
    subheading
    ctaLabel
    ctaLink
    tone
    image {
      alternativeText
      localFile {
        childImageSharp {
          gatsbyImageData(width: 640, placeholder: NONE, quality: 80)
        }
      }
    }
  }
`;

import * as React from 'react';
import { graphql } from 'gatsby';
import SectionShell from '../ui/SectionShell';
import { usePageData } from '../../lib/page-data';
import { usePlaceholders } from '../../hooks/usePlaceholders';

export type FeaturesSection = Queries.FeaturesSectionFragment;

/** A grid of the CMS features of one group (why us, services, key features…). */
export default function Features({ section, index }: { section: FeaturesSection; index: number }) {
  const features = usePageData().features.filter((f) => f.group === section.group);
  const fill = usePlaceholders();
  return (
    <SectionShell anchor={section.anchor} heading={section.heading} intro={section.intro} tone={index % 2 ? 'plain' : 'muted'}>
      <div className="row g-4">
        {features.map((f, i) => (
          <div className="col-md-6 col-lg-4" key={f.id}>
            <div className="card-soft h-100 p-4">
              <div className="d-flex align-items-start gap-3">
                <span className="badge rounded-pill text-bg-success fs-6 flex-shrink-0" aria-hidden="true">
                  {section.numbered ? i + 1 : '✓'}
                </span>
                <div>
                  <h3 className="h5 mb-2">{f.title}</h3>
                  <p className="mb-0 text-body-secondary">{f.description && fill.text(f.description)}</p>
                  {f.note && <p className="small fst-italic mt-2 mb-0">{f.note}</p>}
                </div>
              </div>
            </div>
          </div>
        ))}
      </div>
    </SectionShell>
  );
}

export const query = graphql`
  fragment FeaturesSection on STRAPI__COMPONENT_SECTIONS_FEATURES {
    anchor
    heading
    intro
    group
    numbered
  }
`;

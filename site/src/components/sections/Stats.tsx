import * as React from 'react';
import { graphql } from 'gatsby';
import SectionShell from '../ui/SectionShell';
import { useSettings } from '../../hooks/useSettings';
import { filled } from '../../lib/cms-data';

export type StatsSection = Queries.StatsSectionFragment;

/** Performance figures; they are returns, so the SEBI risk warning goes with them. */
export default function Stats({ section }: { section: StatsSection; index: number }) {
  const { riskWarning } = useSettings();
  return (
    <SectionShell anchor={section.anchor} heading={section.heading} tone="muted">
      <div className="row g-3 g-lg-4 text-center">
        {filled(section.items, 'value', 'label').map((item) => (
          <div className="col-6 col-lg-3" key={item.label}>
            <div className="card-soft h-100 p-3 p-lg-4">
              <p className="display-6 fw-bold text-success mb-1">{item.value}</p>
              <p className="mb-0 small text-body-secondary">{item.label}</p>
            </div>
          </div>
        ))}
      </div>
      <p className="risk-warning mt-4 mb-0">{riskWarning}</p>
    </SectionShell>
  );
}

export const query = graphql`
  fragment StatsSection on STRAPI__COMPONENT_SECTIONS_STATS {
    anchor
    heading
    items {
      value
      label
    }
  }
`;

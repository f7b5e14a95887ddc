import * as React from 'react';
import { graphql } from 'gatsby';
import SectionShell from '../ui/SectionShell';
import CmsImage from '../ui/CmsImage';
import { usePageData } from '../../lib/page-data';
import { useSettings } from '../../hooks/useSettings';
import * as styles from './SampleStocks.module.scss';

export type SampleStocksSection = Queries.SampleStocksSectionFragment;

/** Past winning stocks with their returns, followed by the mandatory illustration note and risk warning. */
export default function SampleStocks({ section }: { section: SampleStocksSection; index: number }) {
  const settings = useSettings();
  const stocks = usePageData().sampleStocks.slice(0, section.limit ?? 9);
  if (stocks.length === 0) return null;
  const showCharts = section.showCharts ?? true;
  // Four across for 4 or 8 stocks, three across for 3, 6 or 9: full rows either way.
  const lgCols = stocks.length % 4 === 0 ? 'row-cols-lg-4' : 'row-cols-lg-3';
  // The note is always shown under the grid, so drop it from the intro rather than say it twice.
  const intro = section.intro?.replace(settings.illustrationNote, '').trim();
  return (
    <SectionShell anchor={section.anchor} heading={section.heading} intro={intro}>
      <ul className={`row row-cols-1 row-cols-sm-2 ${lgCols} g-4 list-unstyled mb-0`}>
        {stocks.map((stock) => (
          <li key={stock.id} className="col">
            <article className={`card-soft h-100 ${styles.card}`}>
              <div className={styles.head}>
                {stock.logo?.localFile?.childImageSharp ? (
                  <CmsImage image={stock.logo} alt="" className={styles.logo} />
                ) : (
                  <span className={`${styles.logo} ${styles.initial}`} aria-hidden="true">
                    {stock.name.charAt(0)}
                  </span>
                )}
                <h3 className={styles.name}>{stock.name}</h3>
              </div>
              <p className={styles.gain}>
                <span className={styles.badge}>+{stock.returnPercent}%</span>
                <span className={styles.caption}>return since our recommendation</span>
              </p>
              {showCharts && (
                <CmsImage
                  image={stock.chartImage}
                  alt={stock.chartImage?.alternativeText || `Share price chart of ${stock.name}`}
                  className={styles.chart}
                />
              )}
            </article>
          </li>
        ))}
      </ul>
      <p className={styles.note}>{settings.illustrationNote}</p>
      <p className="risk-warning mb-0">{settings.riskWarning}</p>
    </SectionShell>
  );
}

export const query = graphql`
  fragment SampleStocksSection on STRAPI__COMPONENT_SECTIONS_SAMPLE_STOCKS {
    anchor
    heading
    intro
    limit
    showCharts
  }
`;

/** Pure helpers of gatsby-node (kept apart: gatsby-node may export only Gatsby's APIs). */
import { filled } from './cms-data';

/** A CMS page as gatsby-node's PageSections query reads it (generated type). */
export type PageNode = Queries.PageSectionsQuery['allStrapiPage']['nodes'][number];

export const SECTION_TYPE = 'STRAPI__COMPONENT_SECTIONS_';
const T = SECTION_TYPE;

/** The distinct values that are there. */
const distinct = (values: (string | null)[]) => [...new Set(values.filter((value) => value != null))];

/**
 * What each page needs besides its own sections, so that its page-data carries only that
 * (the template's query uses these as filters and @include flags).
 */
export function pageContext(page: PageNode) {
  const sections = filled(page.sections);
  const has = (name: string) => sections.some((s) => s.__typename === T + name);
  return {
    id: page.id,
    faqCategories: distinct(sections.map((s) => (s.__typename === 'STRAPI__COMPONENT_SECTIONS_FAQ_LIST' ? s.category : null))),
    featureGroups: distinct(sections.map((s) => (s.__typename === 'STRAPI__COMPONENT_SECTIONS_FEATURES' ? s.group : null))),
    planAudiences: distinct(sections.map((s) => (s.__typename === 'STRAPI__COMPONENT_SECTIONS_PRICING_TABLE' ? s.audience : null))),
    withTestimonials: has('TESTIMONIALS'),
    withSampleStocks: has('SAMPLE_STOCKS'),
    withStockSeries: has('STOCK_CHART'),
    withGrowthChart: has('GROWTH_CHART'),
    withEscalation: has('ESCALATION_MATRIX'),
    withComplaints: has('COMPLAINT_DATA'),
  };
}

/** Pure helpers of gatsby-node (kept apart: gatsby-node may export only Gatsby's APIs). */

export interface PageNode {
  id: string;
  slug: string;
  sections: { __typename: string; category?: string; group?: string; audience?: string }[];
}

export const SECTION_TYPE = 'STRAPI__COMPONENT_SECTIONS_';
const T = SECTION_TYPE;

/**
 * What each page needs besides its own sections, so that its page-data carries only that
 * (the template's query uses these as filters and @include flags).
 */
export function pageContext(page: PageNode) {
  const has = (name: string) => page.sections.some((s) => s.__typename === T + name);
  const values = (name: string, key: 'category' | 'group' | 'audience') => [
    ...new Set(page.sections.filter((s) => s.__typename === T + name).map((s) => s[key]!)),
  ];
  return {
    id: page.id,
    faqCategories: values('FAQ_LIST', 'category'),
    featureGroups: values('FEATURES', 'group'),
    planAudiences: values('PRICING_TABLE', 'audience'),
    withTestimonials: has('TESTIMONIALS'),
    withSampleStocks: has('SAMPLE_STOCKS'),
    withStockSeries: has('STOCK_CHART'),
    withGrowthChart: has('GROWTH_CHART'),
    withEscalation: has('ESCALATION_MATRIX'),
    withComplaints: has('COMPLAINT_DATA'),
  };
}

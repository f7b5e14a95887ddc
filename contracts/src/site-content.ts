/**
 * The content types the static site is built from. gatsby-source-strapi reads exactly these, and
 * the CMS grants the site-build token read access (find/findOne) to exactly these, nothing more.
 */
export const SITE_COLLECTION_TYPES = [
  'plan',
  'testimonial',
  'faq',
  'feature',
  'sample-stock',
  'stock-series',
  'escalation-contact',
  'complaint-data',
  'page',
] as const;
export const SITE_SINGLE_TYPES = ['site-setting', 'navigation', 'lead-form', 'growth-chart'] as const;

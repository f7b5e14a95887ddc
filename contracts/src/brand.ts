/**
 * The firm's brand colour where code writes it: the mails' header and headings, the CMS's own HTML
 * pages, Razorpay's checkout theme and the site's theme-color. The site's stylesheets have it as
 * `$brand-navy` in site/src/styles/_tokens.scss (Sass cannot import TypeScript): a unit test
 * (site/src/styles/__tests__/tokens.test.ts) fails when the two differ.
 */
export const BRAND_NAVY = '#0b2545';

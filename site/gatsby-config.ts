import type { GatsbyConfig } from 'gatsby';
import pageSchema from '../cms/src/api/page/content-types/page/schema.json';
// The types the build reads; the CMS grants the site-build token exactly these (read-only).
import { SITE_COLLECTION_TYPES as collectionTypes, SITE_SINGLE_TYPES as singleTypes } from 'contracts';

/**
 * Content comes only from the CMS. STRAPI_URL and STRAPI_TOKEN are set by the product's build
 * runner (scripts/lib/product.ts); the token stays in this server-side process.
 */
const siteUrl = process.env.SITE_URL || 'http://127.0.0.1:8000';

/** Every section type of a page, read from the CMS's schema so a new section needs no edit here. */
const sectionPopulate = Object.fromEntries(pageSchema.attributes.sections.components.map((uid) => [uid, { populate: '*' }]));
const deepPopulate: Record<string, unknown> = { page: { stickyCta: true, sections: { on: sectionPopulate } } };

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: 'never',
  // Types of every query's result (Queries.*), written to src/gatsby-types.d.ts on each build and committed,
  // so the type check runs on a fresh clone before any build.
  graphqlTypegen: { generateOnBuild: true },
  plugins: [
    {
      resolve: 'gatsby-source-strapi',
      options: {
        apiURL: process.env.STRAPI_URL || 'http://127.0.0.1:1337',
        accessToken: process.env.STRAPI_TOKEN,
        collectionTypes: collectionTypes.map((singularName) => ({ singularName, queryParams: { populate: deepPopulate[singularName] ?? '*' } })),
        singleTypes: singleTypes.map((singularName) => ({ singularName, queryParams: { populate: '*' } })),
      },
    },
    'gatsby-plugin-image',
    'gatsby-plugin-sharp',
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-plugin-sass',
      options: { sassOptions: { charset: false, quietDeps: true, silenceDeprecations: ['legacy-js-api', 'import', 'global-builtin', 'color-functions', 'if-function'] } },
    },
    {
      resolve: 'gatsby-plugin-sitemap',
      options: { excludes: ['/login', '/signup', '/forgot-password', '/reset-password', '/myaccount', '/admin', '/admin/*', '/[...]', '/home-fallback'] },
    },
  ],
};

export default config;

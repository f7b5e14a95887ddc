import type { GatsbyConfig } from 'gatsby';
// The types the build reads; the CMS grants the site-build token exactly these (read-only).
import { SITE_COLLECTION_TYPES as collectionTypes, SITE_SINGLE_TYPES as singleTypes } from 'contracts';
import { handedBuildInputs } from './server/build-inputs';

/**
 * Content comes only from the CMS, whose URL and read-only token the site server's build hands
 * over with the site's origin (server/build-inputs.ts); the token stays in this server-side process.
 */
const { cmsUrl, token, siteUrl } = handedBuildInputs();

/** Every section type of a page, read from the CMS's schema so a new section needs no edit here. */
const pageSchema = require('../cms/src/api/page/content-types/page/schema.json');
const sectionPopulate = Object.fromEntries(pageSchema.attributes.sections.components.map((uid: string) => [uid, { populate: '*' }]));
const deepPopulate: Record<string, unknown> = { page: { stickyCta: true, sections: { on: sectionPopulate } } };

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: 'never',
  graphqlTypegen: false,
  plugins: [
    {
      resolve: 'gatsby-source-strapi',
      options: {
        apiURL: cmsUrl,
        accessToken: token,
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

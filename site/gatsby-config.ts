import type { GatsbyConfig } from 'gatsby';
// The types the build reads; the CMS grants the site-build token exactly these (read-only).
import {
  CLIENT_ONLY_PREFIXES,
  SITE_COLLECTION_TYPES as collectionTypes,
  SITE_SINGLE_TYPES as singleTypes,
  clientOnlyMatchPath,
} from 'contracts';
// By path, not through origin-server's entry: Gatsby compiles this file with Parcel, which bundles
// relative imports only and leaves a package's import to plain Node, which cannot load the origin
// server's TypeScript (it has no compiled build).
// eslint-disable-next-line boundaries/package-entries -- the one-origin server's build hand-over, bundled in (see above)
import { handedBuildInputs } from './server/build-inputs';
import { purgeUnusedTheme } from './src/styles/purge';

/**
 * Content comes only from the CMS, whose URL and read-only token the site server's build hands
 * over with the site's origin (server/build-inputs.ts); the token stays in this server-side process.
 */
const { cmsUrl, token, siteUrl } = handedBuildInputs();

/**
 * A page's sections with what each holds (images, items, links): Strapi's shared population of
 * a dynamic zone (`populate: '*'` for every section type), so a new section type needs no edit here.
 */
const deepPopulate: Record<string, unknown> = {
  page: { stickyCta: true, sections: { populate: '*' } },
  // Questions hold their options: one level deeper than '*'.
  'lead-form': { questions: { populate: '*' }, contactLevels: true },
};

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
        apiURL: cmsUrl,
        accessToken: token,
        collectionTypes: collectionTypes.map((singularName) => ({
          singularName,
          queryParams: { populate: deepPopulate[singularName] ?? '*' },
        })),
        singleTypes: singleTypes.map((singularName) => ({ singularName, queryParams: { populate: deepPopulate[singularName] ?? '*' } })),
      },
    },
    'gatsby-plugin-image',
    'gatsby-plugin-sharp',
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-plugin-sass',
      options: {
        postCssPlugins: [purgeUnusedTheme()],
        sassOptions: {
          charset: false,
          quietDeps: true,
          silenceDeprecations: ['legacy-js-api', 'import', 'global-builtin', 'color-functions', 'if-function'],
        },
      },
    },
    {
      resolve: 'gatsby-plugin-sitemap',
      // The app's routes and the unknown-path catch-all are not pages to index.
      options: { excludes: [...CLIENT_ONLY_PREFIXES.flatMap((p) => [p, clientOnlyMatchPath(p)]), '/[...]', '/home-fallback'] },
    },
  ],
};

export default config;

import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import {
  CLIENT_ONLY_PREFIXES,
  PRIVATE_PREFIXES,
  RELEASE_CSP_SOURCES_FILE,
  TRACKING_PIXEL,
  clientOnlyMatchPath,
  type CspSources,
} from 'contracts';
import { pageContext } from './src/lib/page-context';
import { filled } from './src/lib/cms-data';
import { COMPLAINT_TYPE_DEFS } from './src/lib/complaint-type-defs';
// By path, as in gatsby-config.ts: Parcel bundles it in (plain Node cannot load origin-server's TypeScript).
// eslint-disable-next-line boundaries/package-entries -- the origin server's post-build rewrite, bundled in
import { loadScriptsAfterFirstPaint } from './server/scripts-after-paint';
// eslint-disable-next-line boundaries/package-entries -- the same: the build's clean-up of React's stray NUL bytes, bundled in
import { dropStreamNulBytes } from './server/stream-nul-bytes';

/**
 * Declared rather than inferred (Gatsby infers a field only from values it has seen):
 * - the complaint data's types, from the CMS's schema files (src/lib/complaint-type-defs.ts);
 * - the advertisement code's fields of the marketing types the pages read (contracts/ad-code.ts), so
 *   that the query holds when no entry has flags.
 */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(
    ['STRAPI_PAGE', 'STRAPI_FEATURE', 'STRAPI_PLAN', 'STRAPI_TESTIMONIAL']
      .map((type) => `type ${type} implements Node { adCodeFlags: String claimsVerified: Boolean }`)
      .join('\n'),
  );
  actions.createTypes(COMPLAINT_TYPE_DEFS);
};

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  // Literal type names (no interpolation): Gatsby's type generation reads this query too.
  const result = await graphql<Queries.PageSectionsQuery>(`
    query PageSections {
      allStrapiPage {
        nodes {
          id
          slug
          sections {
            __typename
            ... on STRAPI__COMPONENT_SECTIONS_FAQ_LIST {
              category
            }
            ... on STRAPI__COMPONENT_SECTIONS_FEATURES {
              group
            }
            ... on STRAPI__COMPONENT_SECTIONS_PRICING_TABLE {
              audience
            }
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not read pages from the CMS', result.errors);
    return;
  }
  const template = path.resolve('src/templates/page.tsx');
  // Every CMS page has a slug (the CMS requires it).
  for (const page of filled(result.data.allStrapiPage.nodes, 'slug')) {
    const context = pageContext(page);
    actions.createPage({ path: page.slug === 'home' ? '/' : `/${page.slug}`, component: template, context });
    // Any unknown path shows Home: a catch-all with the lowest priority.
    if (page.slug === 'home') actions.createPage({ path: '/home-fallback', matchPath: '/*', component: template, context });
  }
  const app = path.resolve('src/templates/app.tsx');
  for (const prefix of CLIENT_ONLY_PREFIXES) {
    actions.createPage({ path: prefix, matchPath: clientOnlyMatchPath(prefix), component: app, context: {} });
  }
};

/** robots.txt needs the sitemap's absolute URL, which depends on the site's address (SITE_URL). */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  const { data } = await graphql<Queries.RobotsSiteUrlQuery>(`
    query RobotsSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  const siteUrl = data?.site?.siteMetadata?.siteUrl?.replace(/\/$/, '');
  if (!siteUrl) {
    reporter.panicOnBuild('robots.txt: the site has no siteUrl (gatsby-config sets it from the site origin)');
    return;
  }
  const robots = [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`),
    `Sitemap: ${siteUrl}/sitemap-index.xml`,
    '',
  ].join('\n');
  fs.writeFileSync(path.join('public', 'robots.txt'), robots);

  // The pixel's origins enter this release's CSP only when an editor has set its id (site/server reads the file).
  const pixel = await graphql<Queries.TrackingPixelIdQuery>(`
    query TrackingPixelId {
      strapiSiteSetting {
        trackingPixelId
      }
    }
  `);
  const sources: CspSources = pixel.data?.strapiSiteSetting?.trackingPixelId ? TRACKING_PIXEL.csp : {};
  fs.writeFileSync(path.join('public', RELEASE_CSP_SOURCES_FILE), JSON.stringify(sources));

  const mended = dropStreamNulBytes('public');
  if (mended) reporter.info(`NUL bytes from React's streaming renderer dropped: ${mended} page(s)`);
  const pages = loadScriptsAfterFirstPaint('public');
  reporter.info(`scripts after the first paint: ${pages} page(s) rewritten`);
};

/**
 * The browser bundles:
 * - take contracts from its TypeScript sources (ES modules) rather than its CommonJS build, through
 *   the `workspace-source` condition of its exports (README, "Workspaces and their entries"): webpack can then
 *   leave out what the site's code never uses (the CommonJS barrel brings every module, and with
 *   them libphonenumber-js's and yup's CommonJS builds, whole, into every page's first load;
 *   contracts' package.json says it has no module-level side effects to keep). The HTML renderer
 *   and Node keep the CommonJS build.
 * - put in `commons` (loaded with every page) only what every page template needs: Gatsby counts
 *   lazy chunks too, so a library that the app's template and one lazy chunk of the page template
 *   share (axios, which a static page loads only when a form sends) would load with every page.
 * - minify the CSS without SVGO: the only SVGs in it are Bootstrap's data URIs, URL-encoded
 *   (`%3csvg …`), which SVGO cannot parse; it left them as they were and printed a parser error
 *   for each on every build.
 * - make no source maps in the production build (Gatsby's default writes one per bundle, the
 *   admin screens' sources included, and names it in the bundle): nobody reads them here, and a
 *   release never publishes one (server/build-only-files.ts).
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, getConfig, plugins }) => {
  if (stage !== 'build-javascript' && stage !== 'develop') return;
  const config = getConfig();
  if (stage === 'build-javascript') config.devtool = false;
  // '...': webpack's own conditions follow (browser, import/require, module…).
  config.resolve.conditionNames = ['workspace-source', '...'];
  const commons = config.optimization?.splitChunks?.cacheGroups?.commons;
  if (commons) commons.chunks = (chunk: { name?: string | null }) => Boolean(chunk.name?.startsWith('component---'));
  const minimizers: unknown[] | undefined = config.optimization?.minimizer;
  const css = minimizers?.findIndex((m) => (m as object)?.constructor?.name === 'CssMinimizerPlugin') ?? -1;
  if (css >= 0) minimizers![css] = plugins.minifyCss({ minimizerOptions: { preset: ['default', { svgo: false }] } });
  actions.replaceWebpackConfig(config);
};

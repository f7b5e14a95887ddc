/**
 * What the site server's build hands the `gatsby build` process (a child process: its
 * environment is the channel), and the only configuration gatsby-config reads. The values come
 * from the start script's configuration (scripts/lib/product.ts → startSite), never from
 * defaults of the site's own.
 */
export interface BuildInputs {
  /** The CMS the content is read from. */
  cmsUrl: string;
  /** The CMS's read-only site-build token: it stays in the build process, never a GATSBY_ variable. */
  token: string;
  /** The site's public origin (canonical links, sitemap). */
  siteUrl: string;
}

const NAMES: Record<keyof BuildInputs, string> = { cmsUrl: 'STRAPI_URL', token: 'STRAPI_TOKEN', siteUrl: 'SITE_URL' };

/** The build process's environment entries for these inputs. */
export function buildInputsEnv(inputs: BuildInputs): Record<string, string> {
  return Object.fromEntries(Object.entries(NAMES).map(([key, name]) => [name, inputs[key as keyof BuildInputs]]));
}

/** In the build process (gatsby-config): the inputs the site server handed over. */
export function handedBuildInputs(): BuildInputs {
  const env = process.env;
  const missing = Object.values(NAMES).filter((name) => !env[name]);
  if (missing.length)
    throw new Error(
      `${missing.join(', ')} not set: the site is built by the site server (npm start), which hands the build its CMS and origin.`,
    );
  return Object.fromEntries(Object.entries(NAMES).map(([key, name]) => [key, env[name]!])) as unknown as BuildInputs;
}

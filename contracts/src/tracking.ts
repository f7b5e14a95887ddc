/**
 * The marketing pixel (Meta's), loaded by the site only when an editor sets its id in Site
 * settings. Its script and the origins the site's Content-Security-Policy must then allow are
 * written here once: the site loads the script, the site build records that the release needs
 * these sources, and the site server adds them to that release's pages only.
 */
export const TRACKING_PIXEL = {
  scriptUrl: 'https://connect.facebook.net/en_US/fbevents.js',
  /** Extra CSP sources of a release whose pages load the pixel: its script, and where it reports (an image or a beacon). */
  csp: {
    scriptSrc: ['https://connect.facebook.net'],
    imgSrc: ['https://www.facebook.com'],
    connectSrc: ['https://www.facebook.com', 'https://connect.facebook.net'],
  },
} as const;

/** CSP sources a release adds to its pages' policy, by directive (site/server/security-headers.ts). */
export type CspSources = Partial<Record<'scriptSrc' | 'connectSrc' | 'frameSrc' | 'imgSrc' | 'formAction', readonly string[]>>;

/** The file a release keeps its extra CSP sources in (written by the site build, read by the site server). */
export const RELEASE_CSP_SOURCES_FILE = '.csp-sources.json';

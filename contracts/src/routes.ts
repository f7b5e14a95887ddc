/**
 * The client-only routes: paths the static site does not render, where the app
 * (app-routes) runs in the browser. The site mounts the app at each prefix (gatsby-node), keeps
 * them out of the sitemap and robots.txt's crawl, and the app's router reads the same paths.
 */
export const APP_ROUTES = {
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  myAccount: '/myaccount',
  /** An administrator's two-factor enrolment when ADMIN_MFA=required asks for it (under /myaccount's mount). */
  twoFactor: '/myaccount/two-factor',
  admin: '/admin',
  adminAddStock: '/admin/addnewstock',
  adminAddUser: '/admin/addnewuser',
  adminUsers: '/admin/userlist',
  adminPerformance: '/admin/performance',
  adminPrices: '/admin/prices',
} as const;

const R = APP_ROUTES;

/** One static mount point per prefix; each takes the paths under it too (`/admin/*`). */
export const CLIENT_ONLY_PREFIXES = [R.login, R.signup, R.forgotPassword, R.resetPassword, R.myAccount, R.admin] as const;

/** Gatsby's match path of a client-only prefix: the prefix and everything under it. */
export const clientOnlyMatchPath = (prefix: string): string => `${prefix}/*`;

/** The signed-in areas: kept out of search engines (robots.txt Disallow). */
export const PRIVATE_PREFIXES = [R.myAccount, R.admin] as const;

/** Pages where a 401 does not end the session and leave: the visitor is signing in, up or resetting. */
export const SIGNED_OUT_ROUTES = [R.login, R.signup, R.resetPassword] as const;

/**
 * Slugs of CMS pages that code names (the site serves each CMS page at `/<slug>`): the terms whose
 * published revision a checkout records as accepted, and the Most Important Terms and Conditions,
 * both linked from the purchase confirmation; both among the regulatory pages compliance edits.
 */
export const PAGE_SLUGS = {
  terms: 'terms-and-conditions',
  mitc: 'mitc',
} as const;

/** The site's path of a CMS page (the home page is `/`, which no code links by slug). */
export const pagePath = (slug: string): string => `/${slug}`;

/**
 * Whether alerts may carry the List-Unsubscribe header. RFC 8058's one-click unsubscribe must be
 * an https link (Gmail and Yahoo ignore or distrust an http one, and a mail client would POST the
 * subscriber's token in clear); in declared production with a site origin that is not https the
 * header is left out rather than sent wrong, and the CMS says so at start. The alert's footer
 * still links to the unsubscribe page.
 */
import { declaredProduction, type ProductionInputs } from './production';

export interface ListUnsubscribeInputs extends ProductionInputs {
  siteOrigin: string;
}

/** The start-up warning when the header must be left out, or null when it is sent. */
export function listUnsubscribeProblem({ siteOrigin, ...env }: ListUnsubscribeInputs): string | null {
  if (!declaredProduction(env) || /^https:\/\//i.test(siteOrigin)) return null;
  return (
    `SITE_ORIGIN is ${siteOrigin}, not an https:// address: alerts are sent without the List-Unsubscribe header ` +
    `(RFC 8058 requires an https link); their footer still links to unsubscribing. Set SITE_ORIGIN to the site's https address.`
  );
}

/**
 * Where a lead comes from (contracts' LeadContext): the page of the form, the landing URL's
 * campaign parameters and referrer, and the version of the consent notice shown. The landing's
 * parameters are kept in sessionStorage for the visit, so a form on a later page still sends the
 * campaign that brought the visitor (a visit = the browser tab's session).
 */
import { UTM_PARAMS, consentVersion, type LeadContext } from 'contracts';

const KEY = 'leadLanding';

type Landing = Pick<LeadContext, 'referrer' | (typeof UTM_PARAMS)[number]>;

function readStored(): Landing | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Landing) : null;
  } catch {
    return null; // storage disabled or a value that is not ours: nothing kept
  }
}

/**
 * Called on the visit's first page (gatsby-browser's onClientEntry): keeps its referrer and
 * campaign parameters for the visit. A later full page load keeps them, unless its own URL
 * carries campaign parameters (a new campaign link opened in the same tab).
 */
export function rememberLanding(): Landing {
  const query = new URLSearchParams(window.location.search);
  const stored = readStored();
  if (stored && !UTM_PARAMS.some((p) => query.has(p))) return stored;
  const landing: Landing = { referrer: document.referrer };
  for (const p of UTM_PARAMS) {
    const value = query.get(p);
    if (value) landing[p] = value;
  }
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(landing));
  } catch {
    // storage disabled: this page's values are still sent
  }
  return landing;
}

/** The context sent with a lead from the current page. */
export const leadContext = (consentText: string): LeadContext => ({
  ...(readStored() ?? rememberLanding()),
  page: window.location.pathname,
  consentVersion: consentVersion(consentText),
});

/**
 * getuserstock's `reportUrl`: beside each stock's and update's `reportId`, a signed link to the
 * subscriber's own stamped copy (link-signature.ts), on the same origin as the API. Every link
 * made within one window of REPORT_LINK_TTL_SECONDS is the same, so the answer stays cacheable
 * for the window (`linkWindow`).
 */
import type { Core } from '@strapi/strapi';
import { REPORT_LINK_TTL_SECONDS } from 'contracts';
import { linkExpiry, signedReportPath } from './link-signature';
import { linkKey } from './reader';

interface WithReport {
  reportId?: number | null;
}
interface StockWithReport extends WithReport {
  update: WithReport[];
}

/** The window links made now belong to (a part of getuserstock's cache key). */
export const linkWindow = (nowSeconds: number): number => Math.floor(nowSeconds / REPORT_LINK_TTL_SECONDS);

/** The stocks with a `reportUrl` beside every `reportId` (null where there is none), signed for `userId`. */
export function withReportLinks<S extends StockWithReport>(strapi: Core.Strapi, stocks: S[], userId: number, nowSeconds: number) {
  const key = linkKey(strapi);
  const exp = linkExpiry(nowSeconds);
  const url = (item: WithReport) => (item.reportId ? signedReportPath(key, item.reportId, userId, exp) : null);
  return stocks.map((s) => ({ ...s, reportUrl: url(s), update: s.update.map((u) => ({ ...u, reportUrl: url(u) })) }));
}

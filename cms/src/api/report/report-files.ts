/**
 * The bytes of each report, in the `report_files` table (cms/database/migrations/2026.11.26T12.00.00.report-files.js):
 * never a content type's field (the panel and the API would load 20 MB with every row) and never
 * a file under public/uploads (a public URL would serve the original). Reads keep a small LRU of
 * recent files, bounded in bytes, so a burst of downloads of this week's report reads the
 * database once; a report's bytes never change after upload, so no entry goes stale.
 */
import type { Core } from '@strapi/strapi';

/** The transaction Strapi's db.transaction hands its callback (knex's, which the CMS does not name as a dependency). */
type Transaction = Parameters<Parameters<Core.Strapi['db']['transaction']>[0]>[0]['trx'];

export const REPORT_FILES_TABLE = 'report_files';

/** At most this many bytes of reports kept in memory (the CMS's heap is capped: README, CMS_MAX_HEAP_MB). */
const CACHE_MAX_BYTES = 48 * 1024 * 1024;
const cache = new Map<number, Buffer>();
let cachedBytes = 0;

function remember(id: number, bytes: Buffer): void {
  if (bytes.length > CACHE_MAX_BYTES) return;
  const previous = cache.get(id);
  if (previous) {
    cache.delete(id);
    cachedBytes -= previous.length;
  }
  while (cachedBytes + bytes.length > CACHE_MAX_BYTES && cache.size) {
    const [oldest, old] = cache.entries().next().value as [number, Buffer];
    cache.delete(oldest);
    cachedBytes -= old.length;
  }
  cache.set(id, bytes);
  cachedBytes += bytes.length;
}

export const reportFiles = (strapi: Core.Strapi) => ({
  /** Inside the transaction that makes the report's row (`trx`), so neither exists without the other. */
  async save(reportId: number, bytes: Buffer, trx: Transaction): Promise<void> {
    await trx(REPORT_FILES_TABLE).insert({ report_id: reportId, bytes });
  },

  /** The report's original bytes, or null when it has none. */
  async read(reportId: number): Promise<Buffer | null> {
    const hit = cache.get(reportId);
    if (hit) {
      // Most recently used goes last: Map keeps insertion order.
      cache.delete(reportId);
      cache.set(reportId, hit);
      return hit;
    }
    const row = (await strapi.db.connection(REPORT_FILES_TABLE).where({ report_id: reportId }).first('bytes')) as
      | { bytes: Buffer | Uint8Array }
      | undefined;
    if (!row) return null;
    const bytes = Buffer.isBuffer(row.bytes) ? row.bytes : Buffer.from(row.bytes);
    remember(reportId, bytes);
    return bytes;
  },
});

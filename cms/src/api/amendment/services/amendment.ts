/**
 * Amendments: a correction of a published call or update is appended as its next version (2, 3, …)
 * with the reason and the full corrected research content; the original row never changes. The
 * corrected content is held to the same rules as a new call's, and must differ from the current
 * version (else a 409, with no version, alert or register entry).
 */
import { factories } from '@strapi/strapi';
import type { Core, UID } from '@strapi/strapi';
import { RESEARCH_FIELDS, RESEARCH_MESSAGES, researchContentSchema, type Disclosures, type ResearchContent } from 'contracts';
import { errors, httpError, validate } from '../../../lib/http';
import { oneAtATime } from '../../../lib/db-lock';
import { serviceOf } from '../../../lib/services';
import { researchRegister } from '../../research-register/services/research-register';
import { latestVersion, researchOf, historiesById, sameContent, type AmendmentRecord, type ResearchKind } from '../versions';

const AMENDMENT = 'api::amendment.amendment';
const TARGETS: Record<ResearchKind, { uid: UID.ContentType; notFound: string }> = {
  stock: { uid: 'api::stock.stock', notFound: 'Stock not found.' },
  update: { uid: 'api::stock-update.stock-update', notFound: 'Update not found.' },
};

/** What an amendment request carries: the reason and the fields it corrects (disclosures field by field). */
export type AmendmentInput = { reason: string } & Partial<Omit<ResearchContent, 'disclosures'>> & {
    disclosures?: Partial<Disclosures> | null;
  };

/** The stock a call or an update is about (whose subscribers the amendment reaches). */
async function stockOf(strapi: Core.Strapi, kind: ResearchKind, id: number): Promise<number> {
  if (kind === 'stock') return id;
  const update: { stock?: { id: number } | null } | null = await strapi.db
    .query('api::stock-update.stock-update')
    .findOne({ where: { id }, populate: { stock: { select: ['id'] } } });
  return update?.stock?.id ?? 0;
}

const amendmentService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The amendments of these records, by record id, oldest first. */
  async histories(kind: ResearchKind, ids: readonly number[]): Promise<Map<number, AmendmentRecord[]>> {
    if (!ids.length) return new Map();
    const rows: AmendmentRecord[] = await strapi.db.query(AMENDMENT).findMany({
      where: { targetKind: kind, targetId: { $in: [...ids] } },
      orderBy: [{ version: 'asc' }],
    });
    return historiesById(rows);
  },

  /** Appends the next version of a record's research content; a 404 for no such record, a 400 for content a new call could not have. */
  async append(kind: ResearchKind, id: number, input: AmendmentInput, by: string): Promise<void> {
    const { reason, ...fields } = input;
    const corrected = RESEARCH_FIELDS.filter((f) => fields[f] !== undefined);
    if (!corrected.length) throw new errors.ValidationError(RESEARCH_MESSAGES.nothingToAmend);
    const target = TARGETS[kind];
    // One version number per amendment: two amendments of one record at once would both be "next".
    await oneAtATime(
      strapi,
      `amendment-${kind}`,
      id,
      async () => {
        const row = await strapi.db.query(target.uid).findOne({ where: { id }, select: ['id', ...RESEARCH_FIELDS] });
        if (!row) throw new errors.NotFoundError(target.notFound);
        const history = (await this.histories(kind, [id])).get(id) ?? [];
        const { amended: _a, version, amendments: _h, ...current } = latestVersion(row, history);
        const merged: Record<string, unknown> = { ...current };
        for (const f of corrected) merged[f] = fields[f];
        if (fields.disclosures) merged.disclosures = { ...current.disclosures, ...fields.disclosures };
        const content = researchOf(await validate(researchContentSchema, merged));
        // The same values again would be a version that corrects nothing, alerting every subscriber for it.
        if (sameContent(content, researchOf(current))) throw httpError(409, 'ConflictError', RESEARCH_MESSAGES.nothingChanged);
        // The amendment and its entry in the research register: both or neither.
        await researchRegister(strapi).publish(async () => {
          const data = { targetKind: kind, targetId: id, version: version + 1, reason, content, amendedBy: by };
          const created: { id: number } = await strapi.db.query(AMENDMENT).create({ data });
          const recorded = JSON.stringify({ target: kind, targetId: id, version: data.version, reason, content });
          const stockId = await stockOf(strapi, kind, id);
          return {
            result: undefined,
            publication: { kind: 'amendment', refId: created.id, stockId, publishedBy: by, content: recorded, reportSha256: null },
          };
        });
      },
      () => new errors.ApplicationError('Another amendment of this record is being saved: try again.'),
    );
  },
});

export default factories.createCoreService(AMENDMENT, amendmentService);

export const amendments = (strapi: Core.Strapi) => serviceOf<ReturnType<typeof amendmentService>>(strapi, AMENDMENT);

/**
 * A published call's versions: version 1 is its row as saved (never changed), each amendment a full
 * copy of the research content with its reason. What the API shows is the latest version's values,
 * whether it was amended, its version number and the history of amendments.
 */
import { DISCLOSURE_FLAGS, NO_DISCLOSURES, RESEARCH_FIELDS, type Disclosures, type ResearchContent } from 'contracts';
import type { Entry } from '../../lib/entries';

export type AmendmentRecord = Entry<'api::amendment.amendment', 'targetKind' | 'targetId' | 'version' | 'reason' | 'content' | 'createdAt'>;
export type ResearchKind = AmendmentRecord['targetKind'];

/** An amendment as a version's history lists it. */
export interface AmendmentSummary {
  version: number;
  reason: string;
  date: string;
}

export interface Versioned {
  amended: boolean;
  version: number;
  amendments: AmendmentSummary[];
}

const NUMBERS = new Set<string>(['entryLow', 'entryHigh', 'target', 'stopLoss', 'horizonMonths']);

/** PostgreSQL's decimal columns come back as strings: every price as a number (or null). */
const numberOrNull = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));

/** Stored disclosures with every field, false or '' where the stored object has none. */
export function disclosuresOf(v: unknown): Disclosures | null {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
  const d = v as Partial<Disclosures>;
  const out: Disclosures = { ...NO_DISCLOSURES };
  for (const flag of DISCLOSURE_FLAGS) out[flag] = d[flag] === true;
  out.conflicts = typeof d.conflicts === 'string' ? d.conflicts : '';
  out.note = typeof d.note === 'string' ? d.note : '';
  return out;
}

/** The research content of a row or a stored version: every field, null where not set. */
export function researchOf(row: Partial<Record<keyof ResearchContent, unknown>>): ResearchContent {
  const out = {} as Record<keyof ResearchContent, unknown>;
  for (const f of RESEARCH_FIELDS) out[f] = NUMBERS.has(f) ? numberOrNull(row[f]) : (row[f] ?? null);
  out.disclosures = disclosuresOf(row.disclosures);
  return out as unknown as ResearchContent;
}

/**
 * Whether two versions of research content say the same (researchOf's form: prices as numbers,
 * disclosures complete or null). An amendment that would say the same is no new version.
 */
export function sameContent(a: ResearchContent, b: ResearchContent): boolean {
  for (const f of RESEARCH_FIELDS) {
    if (f === 'disclosures') continue;
    if (a[f] !== b[f]) return false;
  }
  const [x, y] = [a.disclosures, b.disclosures];
  if (!x || !y) return x === y;
  return DISCLOSURE_FLAGS.every((flag) => x[flag] === y[flag]) && x.conflicts === y.conflicts && x.note === y.note;
}

/** The latest version of a record's research content, from its row and its amendments (any order). */
export function latestVersion(row: Partial<Record<keyof ResearchContent, unknown>>, history: readonly AmendmentRecord[] = []) {
  const sorted = [...history].sort((a, b) => a.version - b.version);
  const last = sorted[sorted.length - 1];
  const content = last ? researchOf(last.content as Record<string, unknown>) : researchOf(row);
  const versioned: Versioned = {
    amended: sorted.length > 0,
    version: last ? last.version : 1,
    amendments: sorted.map((a) => ({ version: a.version, reason: a.reason, date: a.createdAt as string })),
  };
  return { ...content, ...versioned };
}

/** The amendments of several records of one kind, by record id. */
export function historiesById(rows: readonly AmendmentRecord[]): Map<number, AmendmentRecord[]> {
  const byId = new Map<number, AmendmentRecord[]>();
  for (const a of rows) byId.set(a.targetId, [...(byId.get(a.targetId) ?? []), a]);
  return byId;
}

/**
 * The analyst and disclosures a research call or update takes when its request leaves them out:
 * Compliance settings keep the firm's default analyst and default disclosures, so every saved call
 * carries the disclosures the regulations ask for even when the admin's form sends none.
 */
import type { Core } from '@strapi/strapi';
import { NO_DISCLOSURES, type Disclosures } from 'contracts';
import type { Entry } from '../../lib/entries';
import { COMPLIANCE_SETTINGS } from './ad-code';

export interface ResearchDefaults {
  analyst: string | null;
  disclosures: Disclosures;
}

type Settings = Partial<
  Entry<
    'api::compliance-setting.compliance-setting',
    | 'defaultAnalyst'
    | 'disclosureHoldings'
    | 'disclosureFinancialInterest'
    | 'disclosureConflicts'
    | 'disclosureCompensation'
    | 'disclosureAiTools'
    | 'disclosureNote'
  >
>;

/** The defaults from the settings' row (none saved yet: no analyst, every disclosure false or empty). */
export function defaultsFrom(s: Settings | null): ResearchDefaults {
  return {
    analyst: s?.defaultAnalyst?.trim() || null,
    disclosures: {
      holdings: s?.disclosureHoldings === true,
      financialInterest: s?.disclosureFinancialInterest === true,
      conflicts: s?.disclosureConflicts ?? NO_DISCLOSURES.conflicts,
      compensation: s?.disclosureCompensation === true,
      aiTools: s?.disclosureAiTools === true,
      note: s?.disclosureNote ?? NO_DISCLOSURES.note,
    },
  };
}

export async function researchDefaults(strapi: Core.Strapi): Promise<ResearchDefaults> {
  return defaultsFrom((await strapi.db.query(COMPLIANCE_SETTINGS).findOne({})) as Settings | null);
}

/** A new record's input with the defaults where it gives nothing: the analyst, and each disclosure field left out. */
export function withResearchDefaults<T extends { analyst?: string | null; disclosures?: Partial<Disclosures> | null }>(
  input: T,
  defaults: ResearchDefaults,
): T & { analyst: string | null; disclosures: Disclosures } {
  const given = Object.fromEntries(Object.entries(input.disclosures ?? {}).filter(([, v]) => v !== undefined && v !== null));
  return { ...input, analyst: input.analyst || defaults.analyst, disclosures: { ...defaults.disclosures, ...given } };
}

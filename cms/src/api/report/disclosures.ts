/**
 * The disclosures page every stamped copy of a report ends with: the firm and its SEBI
 * registration, the research analyst who signed the research the report belongs to, that
 * research's disclosures in words (its latest version: an amendment may correct them), and the
 * standard warning. The research is the call, or else the update, that carries the report.
 */
import type { Core } from '@strapi/strapi';
import { STANDARD_WARNING, disclosureLines, type Disclosures } from 'contracts';
import { firmDetails } from '../../lib/mailer';
import { amendments } from '../amendment/services/amendment';
import { latestVersion, type ResearchKind } from '../amendment/versions';

const CARRIERS: { kind: ResearchKind; uid: 'api::stock.stock' | 'api::stock-update.stock-update' }[] = [
  { kind: 'stock', uid: 'api::stock.stock' },
  { kind: 'update', uid: 'api::stock-update.stock-update' },
];

/** The latest version of the research that carries report `reportId` (the first call, else the first update), or null. */
async function researchCarrying(strapi: Core.Strapi, reportId: number) {
  for (const { kind, uid } of CARRIERS) {
    const row = await strapi.db.query(uid).findOne({ where: { reportId }, orderBy: { id: 'asc' } });
    if (row) return latestVersion(row, (await amendments(strapi).histories(kind, [row.id])).get(row.id));
  }
  return null;
}

/** The page's blocks: each a heading, then its paragraphs. */
export async function reportDisclosures(strapi: Core.Strapi, reportId: number): Promise<string[][]> {
  const firm = await firmDetails(strapi);
  const research = await researchCarrying(strapi, reportId);
  const analyst = research?.analyst ? [`Research analyst who signed this research: ${research.analyst}`] : [];
  const disclosures = research?.disclosures as Disclosures | null | undefined;
  return [
    ['Research analyst', `${firm.firmName} · SEBI Research Analyst Reg. No. ${firm.sebiRegistrationNumber}`, ...analyst],
    ...(disclosures ? [['Disclosures', ...disclosureLines(disclosures)]] : []),
    ['Standard warning', STANDARD_WARNING],
  ];
}

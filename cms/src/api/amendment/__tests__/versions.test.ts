import { expect, test } from '@jest/globals';
import { NO_DISCLOSURES } from 'contracts';
import { historiesById, latestVersion, researchOf, sameContent, type AmendmentRecord } from '../versions';

const ROW = {
  action: 'Buy',
  entryLow: '100.00',
  entryHigh: 110,
  target: 150,
  stopLoss: 90,
  horizonMonths: 12,
  rationale: 'Cheap.',
  analyst: 'A',
};
const amendment = (version: number, target: number): AmendmentRecord => ({
  id: version,
  documentId: `a${version}`,
  targetKind: 'stock',
  targetId: 7,
  version,
  reason: `Fix ${version}`,
  content: { ...ROW, target, disclosures: { holdings: true } },
  createdAt: `2025-03-0${version}T00:00:00.000Z`,
});

test('version 1 is the row as saved: prices as numbers (PostgreSQL answers decimals as text), no amendment', () => {
  expect(latestVersion(ROW)).toMatchObject({ entryLow: 100, target: 150, amended: false, version: 1, amendments: [] });
});

test("the latest amendment's content is shown, whatever the order they come in, with the history oldest first", () => {
  const view = latestVersion(ROW, [amendment(3, 170), amendment(2, 160)]);
  expect(view).toMatchObject({ target: 170, amended: true, version: 3, disclosures: { ...NO_DISCLOSURES, holdings: true } });
  expect(view.amendments).toEqual([
    { version: 2, reason: 'Fix 2', date: '2025-03-02T00:00:00.000Z' },
    { version: 3, reason: 'Fix 3', date: '2025-03-03T00:00:00.000Z' },
  ]);
});

test('disclosures are complete or null; amendments grouped by record', () => {
  expect(researchOf({ disclosures: 'x' }).disclosures).toBeNull();
  expect(researchOf({ disclosures: { note: 'n' } }).disclosures).toEqual({ ...NO_DISCLOSURES, note: 'n' });
  expect([...historiesById([amendment(2, 1), { ...amendment(2, 1), targetId: 8 }, amendment(3, 1)]).keys()]).toEqual([7, 8]);
});

test('the same content is the same whatever its form: decimals as text, disclosures filled in', () => {
  const saved = researchOf({ ...ROW, disclosures: { holdings: true } });
  expect(sameContent(saved, researchOf({ ...ROW, entryLow: 100, disclosures: { holdings: true, note: '' } }))).toBe(true);
  expect(sameContent(saved, researchOf({ ...ROW, target: '150.00', disclosures: { holdings: true } }))).toBe(true);
  expect(sameContent(saved, researchOf({ ...ROW, target: 151, disclosures: { holdings: true } }))).toBe(false);
  expect(sameContent(saved, researchOf({ ...ROW, disclosures: { holdings: true, note: 'New.' } }))).toBe(false);
  expect(sameContent(saved, researchOf(ROW))).toBe(false);
  expect(sameContent(researchOf(ROW), researchOf({ ...ROW }))).toBe(true);
});

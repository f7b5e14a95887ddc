import { expect, test } from '@jest/globals';
import { NO_DISCLOSURES } from 'contracts';
import { defaultsFrom, withResearchDefaults } from '../research-defaults';

test('no settings saved: no analyst, every disclosure false or empty', () => {
  expect(defaultsFrom(null)).toEqual({ analyst: null, disclosures: NO_DISCLOSURES });
});

test("a request's fields win; each disclosure it leaves out, and a missing analyst, come from the settings", () => {
  const defaults = defaultsFrom({ defaultAnalyst: ' R. Analyst ', disclosureAiTools: true, disclosureNote: 'Standard note.' });
  expect(withResearchDefaults({ disclosures: { holdings: true } }, defaults)).toEqual({
    analyst: 'R. Analyst',
    disclosures: { ...NO_DISCLOSURES, holdings: true, aiTools: true, note: 'Standard note.' },
  });
  expect(withResearchDefaults({ analyst: 'Own Name', disclosures: { aiTools: false } }, defaults)).toMatchObject({
    analyst: 'Own Name',
    disclosures: { aiTools: false },
  });
});

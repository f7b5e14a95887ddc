/** The regulatory identity as Site settings accepts it: the CIN's format, the portal links, the officers' emails. */
import { expect, test } from '@jest/globals';
import { cinProblem, normalCin, officerEmailProblem, portalUrlProblem } from '../validation';

test('a well-formed CIN is accepted, in any case, and stored in capitals; empty means no CIN', () => {
  for (const cin of ['U74999MH2020PTC123456', 'L65999MH2019PLC654321', ' u74999mh2020ptc123456 ']) expect(cinProblem(cin)).toBeNull();
  for (const empty of ['', null, undefined]) expect(cinProblem(empty)).toBeNull();
  expect(normalCin(' u74999mh2020ptc123456 ')).toBe('U74999MH2020PTC123456');
});

test('a malformed CIN is refused with the expected shape', () => {
  for (const bad of ['U74999MH2020PTC12345', 'X74999MH2020PTC123456', 'U7499AMH2020PTC123456', 'U74999M12020PTC123456', 'AAA-1234', 42])
    expect(cinProblem(bad)).toMatch(/^CIN must be the 21-character Corporate Identity Number/);
});

test('portal links: web addresses only, through the safe-link rule; empty takes the default', () => {
  expect(portalUrlProblem('https://scores.sebi.gov.in', 'SCORES 2.0 link')).toBeNull();
  expect(portalUrlProblem('', 'SCORES 2.0 link')).toBeNull();
  expect(portalUrlProblem('javascript:alert(1)', 'SCORES 2.0 link')).toMatch(/^SCORES 2.0 link must start with https:\/\//);
  expect(portalUrlProblem('/grievance', 'SMART ODR link')).toBe("SMART ODR link must be the portal's web address, starting with https://.");
  expect(portalUrlProblem('tel:+911234', 'SMART ODR link')).toBe(
    "SMART ODR link must be the portal's web address, starting with https://.",
  );
});

test("officers' emails: an address or empty", () => {
  expect(officerEmailProblem('po@example.in', "The principal officer's email")).toBeNull();
  expect(officerEmailProblem('', "The principal officer's email")).toBeNull();
  expect(officerEmailProblem('po at example', "The principal officer's email")).toBe(
    "The principal officer's email must be an email address (name@domain), or empty.",
  );
});

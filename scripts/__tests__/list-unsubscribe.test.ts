/** cms/config/lib/list-unsubscribe.ts: alerts carry List-Unsubscribe unless declared production runs on an http:// site. */
import { expect, test } from '@jest/globals';
import { declaredProduction, listUnsubscribeProblem } from 'cms/config';

test("declared production is NODE_ENV=production set by the deployment, not npm start's default", () => {
  expect(declaredProduction({ nodeEnv: 'production' })).toBe(true);
  expect(declaredProduction({ nodeEnv: 'production', nodeEnvDefaulted: 'false' })).toBe(true);
  expect(declaredProduction({ nodeEnv: 'production', nodeEnvDefaulted: 'true' })).toBe(false);
  expect(declaredProduction({ nodeEnv: 'development' })).toBe(false);
  expect(declaredProduction({})).toBe(false);
});

test('in declared production an http:// site leaves the header out, and says why and what to set', () => {
  const problem = listUnsubscribeProblem({ siteOrigin: 'http://research.example', nodeEnv: 'production' });
  expect(problem).toContain('SITE_ORIGIN is http://research.example, not an https:// address');
  expect(problem).toContain('without the List-Unsubscribe header');
  expect(problem).toContain("Set SITE_ORIGIN to the site's https address.");
});

test.each([
  ['https in production', { siteOrigin: 'https://research.example', nodeEnv: 'production' }],
  ['HTTPS written in capitals', { siteOrigin: 'HTTPS://research.example', nodeEnv: 'production' }],
  ["npm start's defaulted production on http", { siteOrigin: 'http://127.0.0.1:8000', nodeEnv: 'production', nodeEnvDefaulted: 'true' }],
  ['development on http', { siteOrigin: 'http://127.0.0.1:8000', nodeEnv: 'development' }],
])('the header is sent: %s', (_what, inputs) => {
  expect(listUnsubscribeProblem(inputs)).toBeNull();
});

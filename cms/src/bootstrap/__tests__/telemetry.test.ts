/**
 * Strapi's usage telemetry stays off: with it, Strapi reports up to 1,000 API request URLs a day to
 * its analytics service (a `?access_token=` among them), and each start loads the TypeScript
 * compiler to describe the project (about 0.2 s of CPU and its memory).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from '@jest/globals';

it("cms/package.json turns Strapi's telemetry off", () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '..', 'package.json'), 'utf8'));
  expect(pkg.strapi.telemetryDisabled).toBe(true);
});

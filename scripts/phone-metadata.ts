/**
 * Writes contracts/src/phone-metadata.json: libphonenumber-js's mobile metadata of the countries
 * the WhatsApp form offers (contracts' phone.ts), so the site does not bundle every country's.
 * Run after changing the offered countries or upgrading libphonenumber-js:
 * `node_modules/.bin/tsx scripts/phone-metadata.ts` (a contracts unit test fails until then).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { MetadataJson } from 'libphonenumber-js/core';
import full from 'libphonenumber-js/metadata.mobile.json';
// eslint-disable-next-line boundaries/package-entries -- contracts' own generator: it writes a source file of contracts from a module its entry leaves out
import { OFFERED, phoneMetadataFor } from '../contracts/src/phone-countries';

const target = path.join(__dirname, '../contracts/src/phone-metadata.json');
fs.writeFileSync(
  target,
  `${JSON.stringify(
    phoneMetadataFor(
      full as unknown as MetadataJson,
      OFFERED.map(([code]) => code),
    ),
  )}\n`,
);
console.log(`wrote ${path.relative(process.cwd(), target)}`);

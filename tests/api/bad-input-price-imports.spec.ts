/**
 * Bad input on the price imports (POST /api/Prices/bhavcopy, /index, /corporate-actions): JSON
 * where a multipart file is expected, a multipart with no file, two files or the file as a text
 * field, an empty file, binary garbage, a zip that holds no bhavcopy (or is cut short, or holds
 * two files), NUL bytes, a 1 MB single line, a file over the limit, a bad index name, a client and
 * a signed-out caller. Every refusal is a 4xx with a message in the one error shape, never a 5xx
 * or a hang, and nothing is stored.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { PRICE_FILE_MAX_BYTES } from 'contracts';
import { Account, Expected, Instance, adminAccount, call, check, newAccount, sqlOn, SUITE_MODE, test, sharedInstance } from './helpers';
import { zipOf } from '../lib/zip';

test.describe.configure({ mode: SUITE_MODE });

let inst: Instance;
let admin: Account;
let client: Account;

const shared = sharedInstance();

test.beforeAll(async () => {
  inst = shared();
  admin = await adminAccount(inst);
  client = await newAccount(inst.api, 'fuzz-prices');
});

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'prices');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

/** A part of a hand-made multipart body: a file (with a file name) or a text field. */
type Part = { field: string; text: string } | { field: string; file: string; bytes: Buffer };

/** A multipart/form-data body written out by hand, so a test can send what no form would (two files, no file name). */
function multipart(parts: Part[]): { raw: Buffer; contentType: string } {
  const boundary = `----fuzz${Date.now()}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const head =
      'file' in p
        ? `Content-Disposition: form-data; name="${p.field}"; filename="${p.file}"\r\nContent-Type: application/octet-stream`
        : `Content-Disposition: form-data; name="${p.field}"`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`), 'file' in p ? p.bytes : Buffer.from(p.text), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { raw: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const stored = () =>
  sqlOn(
    inst.cms,
    'SELECT (SELECT count(*) FROM price_closes), (SELECT count(*) FROM index_closes), (SELECT count(*) FROM corporate_actions)',
  ).trim();

const post = (what: string, body: { raw: Buffer | string; contentType: string }, token: string | null = admin.token) =>
  call(inst.api, 'POST', `/api/Prices/${what}`, { token, raw: body.raw, contentType: body.contentType });

/** Each import with the fields it needs besides the file, and a valid file. */
const IMPORTS: Array<{ what: string; fields: Part[]; valid: string }> = [
  { what: 'bhavcopy', fields: [], valid: 'nse-udiff-2024-07-05.csv' },
  { what: 'index', fields: [{ field: 'name', text: 'Fuzz Index' }], valid: 'nifty-50.csv' },
  { what: 'corporate-actions', fields: [], valid: 'corporate-actions.csv' },
];

const GOOD_CSV = fixture('nse-udiff-2024-07-05.csv');

for (const imp of IMPORTS) {
  test.describe(`POST /api/Prices/${imp.what}`, () => {
    const withFile = (bytes: Buffer, name = 'prices.csv') => multipart([...imp.fields, { field: 'file', file: name, bytes }]);

    test('no file, two files, the file as text, or JSON → 400; nothing stored', async () => {
      const before = stored();
      const cases: Array<[string, { raw: Buffer | string; contentType: string }, Expected]> = [
        ['only the other fields', multipart([...imp.fields, { field: 'other', text: 'x' }]), 400],
        ['the file as a text field', multipart([...imp.fields, { field: 'file', text: GOOD_CSV.toString() }]), 400],
        [
          'two files',
          multipart([
            ...imp.fields,
            { field: 'file', file: 'a.csv', bytes: fixture(imp.valid) },
            { field: 'file', file: 'b.csv', bytes: fixture(imp.valid) },
          ]),
          400,
        ],
        ['an empty multipart', multipart([]), 400],
        [
          'a multipart cut short',
          { raw: withFile(fixture(imp.valid)).raw.subarray(0, 200), contentType: withFile(Buffer.alloc(0)).contentType },
          '4xx',
        ],
        ['a multipart without its boundary', { raw: withFile(fixture(imp.valid)).raw, contentType: 'multipart/form-data' }, '4xx'],
        ['JSON', { raw: JSON.stringify({ file: GOOD_CSV.toString('base64'), name: 'x' }), contentType: 'application/json' }, '4xx'],
        ['the CSV as text/csv', { raw: GOOD_CSV, contentType: 'text/csv' }, '4xx'],
      ];
      for (const [label, body, expected] of cases) await check(await post(imp.what, body), expected, label, true);
      expect(stored()).toBe(before);
    });

    test('empty, binary, NUL-byte, one-line and zipped-junk files → 400 naming the problem; nothing stored', async () => {
      const before = stored();
      const cases: Array<[string, Buffer, string?]> = [
        ['an empty file', Buffer.alloc(0)],
        ['only a header', Buffer.from(fixture(imp.valid).toString().split('\n')[0] + '\n')],
        ['binary garbage', Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 73) % 256))],
        ['NUL bytes', Buffer.alloc(8192, 0)],
        ['NUL bytes inside a valid file', Buffer.from(fixture(imp.valid).toString().replace(/\n(.)/, '\n\u0000$1'))],
        ['a 1 MB single line', Buffer.alloc(1024 * 1024, 'a')],
        ['a 1 MB header', Buffer.from('x,'.repeat(512 * 1024) + '\n1,2\n')],
        ['a zip of a text file', zipOf({ 'notes.txt': Buffer.from('hello') }), 'x.zip'],
        ['a zip of two CSVs', zipOf({ 'a.csv': GOOD_CSV, 'b.csv': GOOD_CSV }), 'x.zip'],
        ['a zip of an empty CSV', zipOf({ 'a.csv': Buffer.alloc(0) }), 'x.zip'],
        ['a zip of a zip', zipOf({ 'a.csv': zipOf({ 'b.csv': GOOD_CSV }) }), 'x.zip'],
        ['a zip cut short', zipOf({ 'a.csv': GOOD_CSV }).subarray(0, 100), 'x.zip'],
        ['a zip of zeros (1 MB → 20 MB)', zipOf({ 'a.csv': Buffer.alloc(20 * 1024 * 1024, 0) }), 'x.zip'],
      ];
      for (const [label, bytes, name] of cases) {
        const body = await check(await post(imp.what, withFile(bytes, name)), 400, label, true);
        expect.soft(typeof body?.error?.message, `${label}: a message`).toBe('string');
      }
      expect(stored()).toBe(before);
    });

    test('a file over the limit → 413; a client → 403; signed out → 401', async () => {
      await check(await post(imp.what, withFile(Buffer.alloc(PRICE_FILE_MAX_BYTES + 1024, 'a'))), 413, 'over the limit', true);
      await check(await post(imp.what, withFile(fixture(imp.valid)), client.token), 403, 'a client', true);
      await check(await post(imp.what, withFile(fixture(imp.valid)), null), 401, 'signed out', true);
      await check(await post(imp.what, withFile(fixture(imp.valid)), 'not-a-token'), 401, 'a made-up token', true);
    });
  });
}

test('a stored text cell (symbol, name, note) over 255 characters or with a control character → 400; nothing stored', async () => {
  const before = stored();
  const bhav = GOOD_CSV.toString();
  const actions = fixture('corporate-actions.csv').toString();
  for (const [label, what, text] of [
    ['a 300-character symbol', 'bhavcopy', bhav.replace(',RELIANCE,', `,${'R'.repeat(300)},`)],
    ['a 300-character name', 'bhavcopy', bhav.replace('RELIANCE INDUSTRIES LTD', 'N'.repeat(300))],
    ['a NUL byte in a name', 'bhavcopy', bhav.replace('RELIANCE INDUSTRIES LTD', 'RELIANCE\u0000LTD')],
    ['a NUL byte in a note', 'corporate-actions', actions.replace('1:1 bonus', '1:1\u0000bonus')],
    ['a 1,000-character note', 'corporate-actions', actions.replace('1:1 bonus', 'b'.repeat(1000))],
  ] as const) {
    const body = await check(await post(what, multipart([{ field: 'file', file: 'x.csv', bytes: Buffer.from(text) }])), 400, label, true);
    expect.soft(body?.error?.message, label).toMatch(/^Line 2: /);
  }
  expect(stored()).toBe(before);
});

test('POST /api/Prices/index: a missing, blank, overlong, repeated or NUL-byte name → 400; nothing stored', async () => {
  const before = stored();
  const file: Part = { field: 'file', file: 'nifty.csv', bytes: fixture('nifty-50.csv') };
  for (const [label, fields] of [
    ['no name', []],
    ['a blank name', [{ field: 'name', text: '   ' }]],
    ['a 10,000-character name', [{ field: 'name', text: 'N'.repeat(10_000) }]],
    [
      'two names',
      [
        { field: 'name', text: 'A' },
        { field: 'name', text: 'B' },
      ],
    ],
    ['a NUL byte in the name', [{ field: 'name', text: 'Nifty\u000050' }]],
    ['a control character in the name', [{ field: 'name', text: 'Nifty\u001b[2J50' }]],
  ] as Array<[string, Part[]]>) {
    await check(await post('index', multipart([...fields, file])), 400, label, true);
  }
  expect(stored()).toBe(before);
});

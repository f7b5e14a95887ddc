import { describe, expect, it } from '@jest/globals';
import { csvWriter } from '../csv';

/** The bytes the writer produces for these rows, as the file an editor downloads. */
async function csvOf(rows: Record<string, unknown>[], columns = [{ key: 'name', header: 'name' }]): Promise<Buffer> {
  const writer = csvWriter(columns);
  const chunks: Buffer[] = [];
  writer.on('data', (chunk: Buffer | string) => chunks.push(Buffer.from(chunk)));
  const done = new Promise((resolve, reject) => writer.on('end', resolve).on('error', reject));
  for (const row of rows) writer.write(row);
  writer.end();
  await done;
  return Buffer.concat(chunks);
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const cells = async (rows: Record<string, unknown>[]) => (await csvOf(rows)).toString('utf8').slice(1).split('\r\n').slice(1, -1);

describe('csvWriter', () => {
  it('starts with the UTF-8 byte-order mark, ends lines with CRLF and writes the header row', async () => {
    const file = await csvOf(
      [{ name: 'Ravi', email: 'r@example.com' }],
      [
        { key: 'name', header: 'Name' },
        { key: 'email', header: 'Email' },
      ],
    );
    expect(file.subarray(0, 3)).toEqual(BOM);
    expect(file.subarray(3).toString('utf8')).toBe('Name,Email\r\nRavi,r@example.com\r\n');
  });

  it.each([
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
    ['\r=1', `"'\r=1"`],
    ['＝1+2', "'＝1+2"],
  ])('neutralises the formula %j', async (value, cell) => {
    expect(await cells([{ name: value }])).toEqual([cell]);
  });

  it('leaves ordinary text alone, a formula character inside it included', async () => {
    expect(await cells([{ name: 'Ravi = Kumar' }, { name: 'a-b@c.com' }, { name: '' }])).toEqual(['Ravi = Kumar', 'a-b@c.com', '']);
  });

  it('keeps non-ASCII text intact and quotes commas, quotes and line breaks', async () => {
    expect(await cells([{ name: 'रवि कुमार' }, { name: 'Kumar, Ravi' }, { name: 'say "hi"' }])).toEqual([
      'रवि कुमार',
      '"Kumar, Ravi"',
      '"say ""hi"""',
    ]);
    expect((await csvOf([{ name: 'line 1\nline 2' }])).toString('utf8')).toContain('"line 1\nline 2"\r\n');
  });

  it('writes instants as ISO 8601, booleans as words and nothing for missing values', async () => {
    const columns = [
      { key: 'at', header: 'at' },
      { key: 'ok', header: 'ok' },
      { key: 'none', header: 'none' },
    ];
    const text = (await csvOf([{ at: new Date('2026-11-23T04:30:00Z'), ok: false, none: null }], columns)).toString('utf8');
    expect(text.split('\r\n')[1]).toBe('2026-11-23T04:30:00.000Z,false,');
  });
});

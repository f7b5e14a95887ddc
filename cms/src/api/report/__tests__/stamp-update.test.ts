/**
 * Stamped copies as incremental updates (stamp-update.ts through pdf-stamp.ts's stampPdf): the
 * original's bytes come first, unchanged and shared, then a tail of a few kilobytes; the copy
 * opens in poppler without a syntax error and in pdf-lib, every page carries the licence line as
 * text, the disclosures page is there, and the download id is in the metadata. Originals with an
 * xref table and with an xref stream both take the update; one with a broken xref is rewritten whole.
 */
import { expect, test } from '@jest/globals';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { stampPdf } from '../pdf-stamp';
import { hasPoppler, joined, pageTexts, pdfInfo } from './pdf-readers';

async function samplePdf(pages: number, useObjectStreams: boolean): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  for (let i = 1; i <= pages; i++) doc.addPage([595, 842]).drawText(`Research page ${i}`, { x: 50, y: 700, size: 14, font });
  doc.setTitle('Weekly research');
  return doc.save({ useObjectStreams });
}

const DISCLOSURES = [
  ['Research analyst', 'Acme Research · SEBI Research Analyst Reg. No. INH000000000'],
  ['Standard warning', 'Investments in securities are subject to market risks.'],
];

async function expectStamped(original: Uint8Array, pages: number, pageText: (i: number) => string) {
  const copy = await stampPdf(original, {
    line: 'Licensed to Priya Shah · priya@example.com · 3F9K-2QXA',
    downloadId: '3F9K-2QXA',
    disclosures: DISCLOSURES,
  });
  expect(copy.incremental).toBe(true);
  expect(copy.parts[0]).toBe(original);
  const tail = copy.parts[1];
  expect(tail.length).toBeLessThan(16 * 1024);
  const bytes = joined(copy);
  expect(bytes.length).toBe(copy.byteLength);

  const doc = await PDFDocument.load(bytes);
  expect(doc.getPageCount()).toBe(pages + 1);
  expect(doc.getKeywords()).toContain('3F9K-2QXA');
  expect(doc.getPage(pages).getMediaBox()).toEqual({ x: 0, y: 0, width: 595.28, height: 841.89 });
  if (!hasPoppler) return { bytes, tail };
  const info = pdfInfo(bytes);
  expect(info.Pages).toBe(String(pages + 1));
  expect(info.Keywords).toContain('3F9K-2QXA');
  expect(info.Subject).toBe('Download 3F9K-2QXA');
  const texts = pageTexts(bytes);
  expect(texts).toHaveLength(pages + 1);
  texts.forEach((text, i) => {
    expect(text).toContain('Priya Shah');
    expect(text).toContain('priya@example.com');
    expect(text).toContain('3F9K-2QXA');
    if (i < pages) expect(text).toContain(pageText(i));
  });
  expect(texts[pages]).toContain('SEBI Research Analyst Reg. No. INH000000000');
  return { bytes, tail };
}

test.each([
  ['an xref table', false],
  ['an xref stream', true],
])('an original with %s: the copy is the original, unchanged, and a small update', async (_, useObjectStreams) => {
  const original = await samplePdf(6, useObjectStreams);
  const { bytes } = await expectStamped(original, 6, (i) => `Research page ${i + 1}`);
  expect((await PDFDocument.load(bytes)).getTitle()).toBe('Weekly research');
  expect(Buffer.compare(bytes.subarray(0, original.length), Buffer.from(original))).toBe(0);
});

test('two copies of one original share its bytes and differ only in their tails', async () => {
  const original = await samplePdf(2, true);
  const a = await stampPdf(original, { line: 'Licensed to A', downloadId: 'AAAA-AAAA' });
  const b = await stampPdf(original, { line: 'Licensed to B', downloadId: 'BBBB-BBBB' });
  expect(a.parts[0]).toBe(original);
  expect(b.parts[0]).toBe(original);
  expect(Buffer.compare(Buffer.from(a.parts[1]), Buffer.from(b.parts[1]))).not.toBe(0);
  if (hasPoppler) expect(pageTexts(joined(b)).every((t) => t.includes('Licensed to B') && !t.includes('Licensed to A'))).toBe(true);
});

/** A PDF written by hand, with correct offsets: objects numbered from 1, an xref table, no end of line after %%EOF. */
function handWritten(objects: string[]): Buffer {
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF`;
  return Buffer.from(out, 'latin1');
}

test('a page tree of another maker: nested, resources inherited and indirect, contents an array, a font already named StampF0', async () => {
  const content = (text: string) => {
    const ops = `BT /StampF0 12 Tf 50 700 Td (${text}) Tj ET`;
    return `<< /Length ${ops.length} >>\nstream\n${ops}\nendstream`;
  };
  const original = handWritten([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 2 /MediaBox [0 0 400 800] /Resources 4 0 R >>',
    '<< /Type /Pages /Parent 2 0 R /Kids [6 0 R 7 0 R] /Count 2 >>',
    '<< /Font 5 0 R >>',
    '<< /StampF0 << /Type /Font /Subtype /Type1 /BaseFont /Courier >> >>',
    '<< /Type /Page /Parent 3 0 R /Contents [8 0 R 9 0 R] >>',
    '<< /Type /Page /Parent 3 0 R /Contents 10 0 R /CropBox [10 10 390 790] >>',
    content('Hand page one'),
    '<< /Length 5 >>\nstream\n0 g 1\nendstream',
    content('Hand page two'),
  ]);
  const { tail } = await expectStamped(original, 2, (i) => (i === 0 ? 'Hand page one' : 'Hand page two'));
  // The original's own font keeps its name (Courier draws its text); the stamp's fonts take names it does not use.
  const text = Buffer.from(tail).toString('latin1');
  expect(text).toMatch(/\/StampF0 <<\s*\/Type \/Font\s*\/Subtype \/Type1\s*\/BaseFont \/Courier/);
  expect(text).toMatch(/\/StampF1 \d+ 0 R\s*\/StampF2 \d+ 0 R/);
});

test('an original whose xref is broken is rewritten whole, stamped all the same', async () => {
  const text = Buffer.from(await samplePdf(3, false)).toString('latin1');
  const broken = Buffer.from(text.replace(/startxref\n\d+/, 'startxref\n12'), 'latin1');
  const copy = await stampPdf(broken, { line: 'Licensed to Priya Shah', downloadId: 'CCCC-DDDD' });
  expect(copy.incremental).toBe(false);
  expect(copy.parts).toHaveLength(1);
  const bytes = joined(copy);
  expect((await PDFDocument.load(bytes)).getKeywords()).toContain('CCCC-DDDD');
  if (hasPoppler) expect(pageTexts(bytes).every((t) => t.includes('Licensed to Priya Shah'))).toBe(true);
});

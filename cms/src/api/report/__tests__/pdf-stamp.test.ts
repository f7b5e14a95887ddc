/**
 * A report's stamped copy (pdf-stamp.ts): every page keeps its place and gets the licence line as
 * real text (pdftotext reads it back, as anyone checking a leaked copy would), the download id is
 * in the metadata, a name the standard font cannot draw is drawn as far as it can instead of
 * failing, and only real PDFs are taken as reports.
 */
import { expect, test } from '@jest/globals';
import { PDFDocument, StandardFonts, degrees } from 'pdf-lib';
import { drawable, inspectPdf, NotAPdf, stampPdf as stampCopy, type Stamp } from '../pdf-stamp';
import { hasPoppler as hasPdftotext, joined, pageTexts, shownText } from './pdf-readers';

async function samplePdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  for (let i = 1; i <= pages; i++) doc.addPage([595, 842]).drawText(`Research page ${i}`, { x: 50, y: 700, size: 14, font });
  return doc.save();
}

/** The copy's bytes. */
const stampPdf = async (bytes: Uint8Array, stamp: Stamp) => joined(await stampCopy(bytes, stamp));

test('every page of the copy carries the licence line as text, and the page count is kept', async () => {
  const original = await samplePdf(5);
  const line = 'Licensed to Priya Shah · priya@example.com · 3F9K-2QXA · 26 Nov 2026 · not for redistribution';
  const copy = await stampPdf(original, { line, downloadId: '3F9K-2QXA' });
  const doc = await PDFDocument.load(copy);
  expect(doc.getPageCount()).toBe(5);
  expect(doc.getKeywords()).toContain('3F9K-2QXA');
  expect(doc.getSubject()).toContain('3F9K-2QXA');
  expect(Buffer.compare(Buffer.from(copy), Buffer.from(original))).not.toBe(0);
  if (!hasPdftotext) return;
  const pages = pageTexts(copy);
  expect(pages).toHaveLength(5);
  pages.forEach((text, i) => {
    expect(text).toContain(`Research page ${i + 1}`);
    expect(text).toContain('Priya Shah');
    expect(text).toContain('priya@example.com');
    expect(text).toContain('3F9K-2QXA');
  });
});

test('a disclosures page is added at the end, in text, with the licence line on it too; a text too long is cut, not drawn off the page', async () => {
  const blocks = [
    [
      'Research analyst',
      'Acme Research · SEBI Research Analyst Reg. No. INH000000000',
      'Research analyst who signed this research: Asha Rao',
    ],
    ['Disclosures', 'The analyst has a financial interest in the company: No', 'x '.repeat(3000)],
  ];
  const copy = await stampPdf(await samplePdf(2), { line: 'Licensed to Priya Shah', downloadId: 'AAAA-CCCC', disclosures: blocks });
  expect((await PDFDocument.load(copy)).getPageCount()).toBe(3);
  if (!hasPdftotext) return;
  const last = pageTexts(copy)[2].replace(/\s+/g, ' ');
  expect(last).toContain('SEBI Research Analyst Reg. No. INH000000000');
  expect(last).toContain('Research analyst who signed this research: Asha Rao');
  expect(last).toContain('The analyst has a financial interest in the company: No');
  expect(last).toContain('Licensed to Priya Shah');
});

test('names the standard font cannot draw are stamped as far as it can, never an error', async () => {
  const copy = await stampPdf(await samplePdf(1), {
    line: 'Licensed to प्रिया शाह Zoë Łukasz 王 · ₹ · x@example.com',
    downloadId: 'AAAA-BBBB',
  });
  expect((await PDFDocument.load(copy)).getPageCount()).toBe(1);
  const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
  expect(drawable('Zoë Łukasz Ā 王 ₹5 — ok\u0007', font)).toBe('Zoë ?ukasz A ? Rs.5 - ok');
  expect(drawable('a · b', font)).toBe('a · b');
});

test('a PDF is known by its content: a renamed text file or a broken PDF is not one', async () => {
  expect(await inspectPdf(await samplePdf(3))).toEqual({ pages: 3 });
  await expect(inspectPdf(Buffer.from('just some text, named report.pdf'))).rejects.toBeInstanceOf(NotAPdf);
  await expect(inspectPdf(Buffer.from('%PDF-1.7\nnot really a pdf'))).rejects.toBeInstanceOf(NotAPdf);
});

test('both ways of making a copy stand the stamp upright at the foot of the shown page: /Rotate 0 to 270, boxes off 0 0', async () => {
  const doc = await PDFDocument.create();
  for (const [rotation, media, crop] of [
    [0, [0, 0, 595, 842], null],
    [90, [0, 0, 595, 842], [40, 60, 500, 780]],
    [180, [100, 200, 695, 1042], null],
    [270, [-50, -50, 792, 562], null],
  ] as const) {
    const page = doc.addPage([595, 842]);
    page.setMediaBox(media[0], media[1], media[2] - media[0], media[3] - media[1]);
    if (crop) page.setCropBox(crop[0], crop[1], crop[2] - crop[0], crop[3] - crop[1]);
    page.setRotation(degrees(rotation));
  }
  const original = await doc.save({ useObjectStreams: false });
  // The same file with a broken xref: rewritten whole instead of updated.
  const broken = Buffer.from(
    Buffer.from(original)
      .toString('latin1')
      .replace(/startxref\n\d+/, 'startxref\n12'),
    'latin1',
  );
  for (const [bytes, incremental] of [
    [original, true],
    [broken, false],
  ] as const) {
    const copy = await stampCopy(bytes, { line: 'Licensed to Priya Shah · 3F9K-2QXA', downloadId: '3F9K-2QXA' });
    expect(copy.incremental).toBe(incremental);
    const shown = shownText(joined(copy), '3F9K-2QXA').map(({ rotate, width, height, item }) => ({
      rotate,
      upright: item?.angle === 0,
      inside: Boolean(item && item.x >= 0 && item.x + item.width <= width + 0.5),
      atFoot: Boolean(item && item.y > height - 36 && item.y <= height),
    }));
    expect(shown).toEqual([0, 90, 180, 270].map((rotate) => ({ rotate, upright: true, inside: true, atFoot: true })));
  }
});

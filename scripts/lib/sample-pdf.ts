/**
 * A sample research report for the report suites (tests/api/reports.spec.ts) and their benchmark
 * (scripts/bench-reports.ts), made with pdf-lib: pages of text ("Research page N" on each), padded
 * with an incompressible stream to a chosen size.
 */
import crypto from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';

export async function samplePdf(pages: number, bytes = 0): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Research page ${i}`, { x: 50, y: 780, size: 18, font });
    for (let l = 0; l < 40; l++) page.drawText(`Line ${l + 1} of the analysis of page ${i}.`, { x: 50, y: 740 - l * 16, size: 11, font });
  }
  // Random bytes do not compress: the file is as large as asked.
  if (bytes > 0) doc.context.register(doc.context.stream(crypto.randomBytes(bytes)));
  return Buffer.from(await doc.save());
}

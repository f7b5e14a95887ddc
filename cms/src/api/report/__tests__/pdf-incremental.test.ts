/**
 * The incremental update writer (pdf-incremental.ts): the original's bytes stay as they are, the
 * tail's objects replace or add to them, and readers follow the new xref back to the old one, for
 * originals with an xref table and with an xref stream alike. A file whose xref cannot be followed
 * is refused, so the caller rewrites it instead.
 */
import { expect, test } from '@jest/globals';
import { PDFContext, PDFDocument, PDFHexString, PDFName, PDFRef, StandardFonts } from 'pdf-lib';
import { readOriginal, updateTail } from '../pdf-incremental';
import { hasPoppler, pdfInfo } from './pdf-readers';

async function sample(useObjectStreams: boolean): Promise<{ bytes: Uint8Array; largest: number; infoRef: PDFRef; root: PDFRef }> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= 3; i++) doc.addPage([300, 400]).drawText(`Page ${i}`, { x: 20, y: 300, size: 12, font });
  doc.setTitle('Before');
  const bytes = await doc.save({ useObjectStreams });
  return {
    bytes,
    largest: doc.context.largestObjectNumber,
    infoRef: doc.context.trailerInfo.Info as PDFRef,
    root: doc.context.trailerInfo.Root as PDFRef,
  };
}

test.each([
  ['an xref table', false, 'table'],
  ['an xref stream', true, 'stream'],
] as const)('an original with %s takes an update that replaces one object and adds one', async (_, useObjectStreams, kind) => {
  const { bytes, largest, infoRef, root } = await sample(useObjectStreams);
  const original = readOriginal(bytes, largest);
  expect(original).toMatchObject({ xref: kind, length: bytes.length });
  expect(original!.size).toBeGreaterThan(largest);

  const context = PDFContext.create();
  context.largestObjectNumber = original!.size - 1;
  const added = context.nextRef();
  const info = context.obj({ Title: PDFHexString.fromText('After'), Subject: PDFHexString.fromText('Added') });
  const tail = updateTail(original!, {
    context,
    objects: [
      [added, context.obj({ Note: PDFHexString.fromText('new object') })],
      [infoRef, info],
    ],
    trailer: { Root: root, Info: infoRef },
  });
  expect(tail.toString('latin1')).toContain(`/Prev ${original!.startXref}`);
  expect(tail.toString('latin1')).toMatch(kind === 'stream' ? /\/Type \/XRef/ : /\nxref\n/);
  expect(tail.length).toBeLessThan(1024);
  const copy = Buffer.concat([bytes, tail]);

  const doc = await PDFDocument.load(copy, { updateMetadata: false });
  expect(doc.getTitle()).toBe('After');
  expect(doc.getPageCount()).toBe(3);
  expect(doc.context.lookup(added)).toBeDefined();
  // pdf-lib reads a file front to back; poppler follows startxref and /Prev, which is what is checked here.
  if (!hasPoppler) return;
  const fields = pdfInfo(copy);
  expect(fields.Title).toBe('After');
  expect(fields.Subject).toBe('Added');
  expect(fields.Pages).toBe('3');
});

test('a file whose startxref points at neither an xref table nor an xref stream is not updated', async () => {
  const { bytes, largest } = await sample(false);
  const text = Buffer.from(bytes).toString('latin1');
  const broken = Buffer.from(text.replace(/startxref\n\d+/, 'startxref\n9'), 'latin1');
  expect(readOriginal(broken, largest)).toBeNull();
  expect(readOriginal(Buffer.from(text.replace(/startxref[\s\S]*$/, ''), 'latin1'), largest)).toBeNull();
  expect(readOriginal(Buffer.from(text.replace(/startxref\n\d+/, `startxref\n${bytes.length + 10}`), 'latin1'), largest)).toBeNull();
});

test('a name in the new trailer is written as given, and the update ends the file with %%EOF', async () => {
  const { bytes, largest, root } = await sample(false);
  const original = readOriginal(bytes, largest)!;
  const context = PDFContext.create();
  context.largestObjectNumber = original.size - 1;
  const tail = updateTail(original, { context, objects: [], trailer: { Root: root, Custom: PDFName.of('Yes') } });
  expect(tail.toString('latin1')).toMatch(/\/Custom \/Yes[\s\S]*startxref\n\d+\n%%EOF\n$/);
});

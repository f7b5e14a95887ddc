/**
 * An upload as it is stored (pdf-clean.ts): a plain report byte for byte, an owner-password one
 * decrypted, a user-password one refused, and active content taken out of the file's objects
 * (looked for in the bytes, which are written without object streams). Ghostscript and qpdf's
 * own files go through the real CMS in tests/api/report-pdf-kinds.spec.ts.
 */
import { expect, test } from '@jest/globals';
import { PDFDocument, PDFName, PDFString, StandardFonts, type PDFObject, type PDFPage } from '@cantoo/pdf-lib';
import { PDFDocument as StampingPdf } from 'pdf-lib';
import { cleanPdf, PasswordProtected } from '../pdf-clean';
import { NotAPdf } from '../pdf-stamp';

async function report(decorate: (doc: PDFDocument, page: PDFPage) => void = () => {}): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const n of [1, 2]) doc.addPage([595, 842]).drawText(`Research page ${n}`, { x: 50, y: 700, size: 14, font });
  decorate(doc, doc.getPage(0));
  return doc;
}

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

test('a report with nothing to remove is stored byte for byte', async () => {
  const bytes = await (await report()).save();
  const cleaned = await cleanPdf(bytes);
  expect(cleaned.removed).toEqual([]);
  expect(cleaned.bytes).toBe(bytes);
});

test('an owner-password report (opens without a password) is decrypted; one that needs a password is refused', async () => {
  const owner = await report();
  owner.encrypt({ userPassword: '', ownerPassword: 'owner-secret', permissions: { modifying: false } });
  const bytes = await owner.save();
  // pdf-lib 1.17, which stamps, refuses it as it is.
  await expect(StampingPdf.load(bytes)).rejects.toThrow(/encrypted/i);
  const cleaned = await cleanPdf(bytes);
  expect(cleaned.removed).toEqual(['password']);
  const stored = await StampingPdf.load(cleaned.bytes);
  expect(stored.isEncrypted).toBe(false);
  expect(stored.getPageCount()).toBe(2);

  const locked = await report();
  locked.encrypt({ userPassword: 'reader-secret', ownerPassword: 'owner-secret' });
  await expect(cleanPdf(await locked.save())).rejects.toBeInstanceOf(PasswordProtected);
});

test('JavaScript, automatic actions, launch links and embedded files are taken out of the objects; links to pages and the web stay', async () => {
  const doc = await report((d, page) => {
    const c = d.context;
    const js = (code: string) => c.obj({ S: 'JavaScript', JS: PDFString.of(code) });
    d.catalog.set(PDFName.of('OpenAction'), c.register(js('app.alert(1)')));
    const file = c.register(
      c.obj({ Type: 'Filespec', F: PDFString.of('notes.txt'), EF: { F: c.register(c.stream('attached', { Type: 'EmbeddedFile' })) } }),
    );
    d.catalog.set(
      PDFName.of('Names'),
      c.obj({
        JavaScript: { Names: [PDFString.of('run'), js('app.alert(2)')] },
        EmbeddedFiles: { Names: [PDFString.of('notes.txt'), file] },
      }),
    );
    page.node.set(PDFName.of('AA'), c.obj({ O: js('app.alert(3)') }));
    const link = (action: Record<string, PDFObject | string | (PDFObject | string)[]>) =>
      c.register(c.obj({ Type: 'Annot', Subtype: 'Link', Rect: [50, 50, 200, 80], A: action }));
    page.node.set(
      PDFName.of('Annots'),
      c.obj([
        link({ S: 'Launch', F: PDFString.of('calc.exe') }),
        link({ S: 'URI', URI: PDFString.of('https://example.com/research'), Next: js('app.alert(4)') }),
        link({ S: 'URI', URI: PDFString.of('https://example.com/kept') }),
        link({ S: 'GoTo', D: [d.getPage(1).ref, PDFName.of('Fit')] }),
        c.register(c.obj({ Type: 'Annot', Subtype: 'FileAttachment', Rect: [0, 0, 10, 10], FS: file })),
      ]),
    );
  });
  const bytes = await doc.save({ useObjectStreams: false });
  for (const present of ['/JavaScript', 'app.alert', '/Launch', 'calc.exe', '/EmbeddedFile']) expect(text(bytes)).toContain(present);
  const cleaned = await cleanPdf(bytes);
  expect(cleaned.removed).toEqual(['javascript', 'openAction', 'launch', 'embeddedFiles']);
  const stored = text(cleaned.bytes);
  for (const gone of [
    '/JavaScript',
    'app.alert',
    '/OpenAction',
    '/AA',
    '/Launch',
    'calc.exe',
    '/EmbeddedFile',
    '/FileAttachment',
    'attached',
  ])
    expect(stored).not.toContain(gone);
  expect(stored).toContain('https://example.com/kept');
  expect(stored).toContain('/GoTo');
  // The link whose chained action ran a script loses its action altogether.
  expect(stored).not.toContain('https://example.com/research');
  expect((await StampingPdf.load(cleaned.bytes)).getPageCount()).toBe(2);
});

test('an open action that only goes to a page stays, and the file is kept as it is', async () => {
  const doc = await report((d) => d.catalog.set(PDFName.of('OpenAction'), d.context.obj([d.getPage(1).ref, PDFName.of('Fit')])));
  const bytes = await doc.save();
  expect((await cleanPdf(bytes)).removed).toEqual([]);
});

test('what is not a PDF is NotAPdf', async () => {
  await expect(cleanPdf(Buffer.from('just some text, named report.pdf'))).rejects.toBeInstanceOf(NotAPdf);
  await expect(cleanPdf(Buffer.from('%PDF-1.7\nnot really a pdf'))).rejects.toBeInstanceOf(NotAPdf);
});

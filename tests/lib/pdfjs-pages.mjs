// Opens a PDF with pdf.js (Mozilla's reader, as browsers show PDFs) and prints, as JSON, its page
// count, each page's text and its metadata, and the warnings pdf.js gave while reading (a file it
// had to repair, an xref it had to rebuild, says so there). Run by tests/lib/pdf.ts as a child
// process: pdf.js is an ES module, which the test runners load more easily this way.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

const warnings = [];
const log = console.log;
console.log = (...args) => warnings.push(args.join(' '));
console.warn = console.log;

// The 14 standard fonts' metrics ship with pdf.js; without them it warns on every Helvetica.
const standardFontDataUrl =
  path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;
const data = new Uint8Array(fs.readFileSync(process.argv[2]));
const doc = await getDocument({
  data,
  verbosity: VerbosityLevel.WARNINGS,
  isEvalSupported: false,
  useSystemFonts: false,
  standardFontDataUrl,
}).promise;
const texts = [];
for (let n = 1; n <= doc.numPages; n++) {
  const content = await (await doc.getPage(n)).getTextContent();
  texts.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
}
const { info } = await doc.getMetadata();
log(JSON.stringify({ pages: doc.numPages, texts, info, warnings }));
await doc.destroy();

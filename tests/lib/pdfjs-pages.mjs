// Opens a PDF with pdf.js (Mozilla's reader, as browsers show PDFs) and prints, as JSON, its page
// count, each page's text and its metadata, and the warnings pdf.js gave while reading (a file it
// had to repair, an xref it had to rebuild, says so there). With `layout` after the file, also each
// page as it is shown (its crop box, turned by /Rotate) and where each piece of text stands on it:
// its start in the shown page's coordinates (y down from the top), its width, and the angle of its
// baseline (0: upright, left to right). Run by tests/lib/pdf.ts as a child
// process: pdf.js is an ES module, which the test runners load more easily this way.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, Util, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

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
const withLayout = process.argv[3] === 'layout';
const texts = [];
const layout = [];
for (let n = 1; n <= doc.numPages; n++) {
  const page = await doc.getPage(n);
  const content = await page.getTextContent();
  texts.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  if (!withLayout) continue;
  const viewport = page.getViewport({ scale: 1 });
  const items = content.items
    .filter((i) => 'str' in i && i.str.trim())
    .map((i) => {
      const [a, b, , , e, f] = Util.transform(viewport.transform, i.transform);
      return { str: i.str, x: e, y: f, width: i.width, angle: Math.round((Math.atan2(b, a) * 180) / Math.PI) };
    });
  layout.push({ width: viewport.width, height: viewport.height, rotate: page.rotate, items });
}
const { info } = await doc.getMetadata();
log(JSON.stringify({ pages: doc.numPages, texts, info, warnings, ...(withLayout ? { layout } : {}) }));
await doc.destroy();

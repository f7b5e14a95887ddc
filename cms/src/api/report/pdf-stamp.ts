/**
 * Reading and stamping the PDF reports (pdf-lib, pure JavaScript; no Strapi here, so it is
 * unit-tested on its own). A report is checked by its content, never its name: the `%PDF-` header
 * and a document pdf-lib can load, with at least one page and no encryption (an encrypted file
 * could not be stamped). Every copy handed out is a new document with a line of real text on
 * every page naming who it was licensed to, and the download id in its metadata, so a leaked copy
 * leads back to its download.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';

/** PDF readers accept the header anywhere in the first 1024 bytes (some generators put junk first). */
const HEADER = Buffer.from('%PDF-');
const HEADER_WINDOW = 1024;

export class NotAPdf extends Error {}

/** The number of pages of a PDF, or NotAPdf when `bytes` is not one (or one that cannot be stamped). */
export async function inspectPdf(bytes: Uint8Array): Promise<{ pages: number }> {
  if (Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, HEADER_WINDOW)).indexOf(HEADER) < 0)
    throw new NotAPdf('no %PDF- header');
  let pages: number;
  try {
    // Loading tolerates a lot; a file without a page tree still fails when its pages are counted.
    pages = (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount();
  } catch (err) {
    throw new NotAPdf((err as Error).message);
  }
  if (pages < 1) throw new NotAPdf('no pages');
  return { pages };
}

/** Replacements for characters readers expect and the standard fonts cannot draw. */
const SPELLED: Record<string, string> = { '₹': 'Rs.', '–': '-', '—': '-', '‘': "'", '’': "'", '“': '"', '”': '"' };

/**
 * `text` as a standard font can draw it: the WinAnsi standard fonts have no glyphs beyond Latin-1
 * and a few more, and pdf-lib throws on any other character. Accents are kept where the font has
 * the letter (é), dropped where only the base letter exists (ā → a); anything else becomes '?',
 * one per run, and control characters go.
 */
export function drawable(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  let out = '';
  for (const ch of text.replace(/\p{Cc}/gu, ' ')) {
    const spelled = SPELLED[ch];
    if (spelled !== undefined) out += spelled;
    else if (supported.has(ch.codePointAt(0)!)) out += ch;
    else {
      const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      out += base && [...base].every((c) => supported.has(c.codePointAt(0)!)) ? base : '?';
    }
  }
  return out
    .replace(/\?{2,}/g, '?')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface Stamp {
  /** The line printed on every page, e.g. "Licensed to … · … · not for redistribution". */
  line: string;
  /** The research's disclosures page, added at the end: paragraphs, the first of each block a heading. */
  disclosures?: readonly (readonly string[])[];
  /** Written into the document's keywords and subject. */
  downloadId: string;
}

const FONT_SIZE = 8;
const MARGIN = 18;
const A4: [number, number] = [595.28, 841.89];
const BODY_SIZE = 10;
const LEADING = 14;

/** `text` broken into lines no wider than `width` at `size` (words kept whole; a longer word stands alone). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  return line ? [...lines, line] : lines;
}

/** A page at the end of `doc` with the research's disclosures, in real text (readers and tools can find it). */
function addDisclosuresPage(doc: PDFDocument, blocks: readonly (readonly string[])[], font: PDFFont, bold: PDFFont): void {
  const page = doc.addPage(A4);
  const width = A4[0] - 4 * MARGIN;
  let y = A4[1] - 3 * MARGIN;
  for (const [heading, ...paragraphs] of blocks) {
    for (const [text, f] of [[heading, bold], ...paragraphs.map((p) => [p, font] as const)] as const) {
      for (const line of wrap(drawable(text, f), f, BODY_SIZE, width)) {
        // A disclosures text too long for one page is cut, never drawn off the page.
        if (y < 3 * MARGIN) return;
        page.drawText(line, { x: 2 * MARGIN, y, size: BODY_SIZE, font: f, color: rgb(0.1, 0.1, 0.1) });
        y -= LEADING;
      }
    }
    y -= LEADING / 2;
  }
}

/**
 * A new PDF: `bytes`, then the disclosures page when given, with `stamp.line` drawn at the foot of
 * every page and the download id in its metadata.
 */
export async function stampPdf(bytes: Uint8Array, stamp: Stamp): Promise<Uint8Array> {
  // Parsed and written without yielding every few objects: interleaved, ten concurrent copies would
  // all finish together at the end; run to completion, each is answered as soon as it is made.
  const doc = await PDFDocument.load(bytes, { updateMetadata: false, parseSpeed: Infinity });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  if (stamp.disclosures?.length) addDisclosuresPage(doc, stamp.disclosures, font, await doc.embedFont(StandardFonts.HelveticaBold));
  const line = drawable(stamp.line, font);
  for (const page of doc.getPages()) {
    const box = page.getCropBox();
    // Shrunk to the page's width rather than cut: every word of the licence must stay on the page.
    const size = Math.min(FONT_SIZE, (box.width - 2 * MARGIN) / Math.max(1, font.widthOfTextAtSize(line, 1)));
    page.drawText(line, { x: box.x + MARGIN, y: box.y + MARGIN / 2, size, font, color: rgb(0.35, 0.35, 0.35) });
  }
  doc.setSubject(`Download ${stamp.downloadId}`);
  doc.setKeywords([stamp.downloadId]);
  // Without object streams: the copy's objects are written as they are, which is quicker than packing them again.
  return doc.save({ useObjectStreams: false, objectsPerTick: Infinity });
}

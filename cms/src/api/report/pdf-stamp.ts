/**
 * Reading and stamping the PDF reports (pdf-lib, pure JavaScript; no Strapi here, so it is
 * unit-tested on its own). A report is checked by its content, never its name: the `%PDF-` header
 * and a document pdf-lib can load, with at least one page and no encryption (an upload is decrypted
 * and cleaned first: pdf-clean.ts). Every copy handed out has a line of real text on every page naming who it
 * was licensed to, and the download id in its metadata, so a leaked copy leads back to its
 * download. A copy is the original followed by an incremental update (stamp-update.ts), a few
 * kilobytes made in about a millisecond; an original that cannot take one is rewritten whole.
 */
import { PDFDocument, StandardFonts, degrees } from 'pdf-lib';
import { BODY_COLOR, BODY_SIZE, A4, STAMP_COLOR, drawable, layoutDisclosures, stampPlacement, viewOf } from './stamp-layout';
import { stampUpdate } from './stamp-update';

export { drawable };

/** PDF readers accept the header anywhere in the first 1024 bytes (some generators put junk first). */
const HEADER = Buffer.from('%PDF-');
const HEADER_WINDOW = 1024;

export class NotAPdf extends Error {}

export const hasPdfHeader = (bytes: Uint8Array): boolean =>
  Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, HEADER_WINDOW)).indexOf(HEADER) >= 0;

/** The number of pages of a PDF, or NotAPdf when `bytes` is not one (or one that cannot be stamped). */
export async function inspectPdf(bytes: Uint8Array): Promise<{ pages: number }> {
  if (!hasPdfHeader(bytes)) throw new NotAPdf('no %PDF- header');
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

export interface Stamp {
  /** The line printed on every page, e.g. "Licensed to … · … · not for redistribution". */
  line: string;
  /** The research's disclosures page, added at the end: paragraphs, the first of each block a heading. */
  disclosures?: readonly (readonly string[])[];
  /** Written into the document's keywords and subject. */
  downloadId: string;
}

/** A stamped copy: its bytes are `parts` one after the other (the original's, shared, then the update). */
export interface StampedCopy {
  parts: Uint8Array[];
  byteLength: number;
  /** Whether it was made as an incremental update (false: rewritten whole). */
  incremental: boolean;
}

/** The copy made by loading the whole original and writing it again, for originals an update cannot follow. */
async function rewriteStamped(bytes: Uint8Array, stamp: Stamp): Promise<Uint8Array> {
  // Parsed and written without yielding every few objects: interleaved, ten concurrent copies would
  // all finish together at the end; run to completion, each is answered as soon as it is made.
  const doc = await PDFDocument.load(bytes, { updateMetadata: false, parseSpeed: Infinity });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  if (stamp.disclosures?.length) {
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    const page = doc.addPage(A4);
    for (const l of layoutDisclosures(stamp.disclosures, font, bold))
      page.drawText(l.text, { x: l.x, y: l.y, size: BODY_SIZE, font: l.bold ? bold : font, color: BODY_COLOR });
  }
  const line = drawable(stamp.line, font);
  for (const page of doc.getPages()) {
    const { rotate, ...at } = stampPlacement(viewOf(page), line, font);
    page.drawText(line, { ...at, rotate: degrees(rotate), font, color: STAMP_COLOR });
  }
  doc.setSubject(`Download ${stamp.downloadId}`);
  doc.setKeywords([stamp.downloadId]);
  // Without object streams: the copy's objects are written as they are, which is quicker than packing them again.
  return doc.save({ useObjectStreams: false, objectsPerTick: Infinity });
}

/**
 * The copy of `bytes` for one reader: the disclosures page when given is added at the end,
 * `stamp.line` is drawn at the foot of every page, and the download id goes into its metadata.
 */
export async function stampPdf(bytes: Uint8Array, stamp: Stamp): Promise<StampedCopy> {
  const update = await stampUpdate(bytes, stamp);
  const parts: Uint8Array[] = update ?? [await rewriteStamped(bytes, stamp)];
  return { parts, byteLength: parts.reduce((n, p) => n + p.length, 0), incremental: update !== null };
}

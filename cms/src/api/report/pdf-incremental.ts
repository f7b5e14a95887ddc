/**
 * An incremental update of a PDF (ISO 32000-1, 7.5.6): the original bytes stay as they are and a
 * tail follows them with only the new and changed objects, a cross-reference section naming just
 * those, and a trailer whose /Prev points back at the original's. Readers take the last definition
 * of each object, so a copy costs the few objects it changes instead of parsing and writing the
 * whole file again. pdf-lib (1.17) parses and serialises the objects but has no incremental save,
 * so only the framing is written here: "N G obj … endobj", the xref table or stream, the trailer.
 * The xref follows the original's kind: a file with an xref stream gets one (readers that meet a
 * stream where the chain started with tables, or the reverse, may give up), built by pdf-lib's
 * PDFCrossRefStream; a file with a table gets a table (PDFCrossRefSection, PDFTrailerDict).
 */
import {
  PDFCrossRefSection,
  PDFCrossRefStream,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFRef,
  PDFTrailer,
  PDFTrailerDict,
  type PDFContext,
  type PDFObject,
} from 'pdf-lib';

/** What an update needs to know of the original, read once per report (`readOriginal`). */
export interface Original {
  /** Its length: the offset the tail starts at. */
  length: number;
  /** Whether the original ends at an end of line (the tail starts with one when it does not). */
  endsWithEol: boolean;
  /** The offset its last `startxref` names: the update's /Prev. */
  startXref: number;
  xref: 'table' | 'stream';
  /** The first object number free for new objects: its trailer's /Size, or more when objects go past it. */
  size: number;
}

/** How far from the end the last `startxref` is looked for (the trailer is at most a few hundred bytes). */
const TAIL_WINDOW = 2048;
const HEAD_WINDOW = 4096;

const latin1 = (bytes: Uint8Array, start: number, end: number) =>
  Buffer.from(bytes.buffer, bytes.byteOffset + start, Math.max(0, Math.min(end, bytes.length) - start)).toString('latin1');

/**
 * The original's xref facts, or null when it cannot take an update that readers would follow: no
 * `startxref`, or one that points at neither an xref table nor an xref stream object (a broken
 * xref that readers only open by reconstructing; a /Prev into it would send them astray).
 * `largestObjectNumber` is the highest object number a full parse found.
 */
export function readOriginal(bytes: Uint8Array, largestObjectNumber: number): Original | null {
  const tail = latin1(bytes, Math.max(0, bytes.length - TAIL_WINDOW), bytes.length);
  const at = tail.lastIndexOf('startxref');
  const offset = at < 0 ? null : /^startxref\s+(\d+)/.exec(tail.slice(at));
  if (!offset) return null;
  const startXref = Number(offset[1]);
  if (!Number.isSafeInteger(startXref) || startXref <= 0 || startXref >= bytes.length) return null;
  const head = latin1(bytes, startXref, startXref + HEAD_WINDOW);
  let xref: Original['xref'];
  let dict: string;
  if (/^\s*xref\s/.test(head)) {
    xref = 'table';
    const trailer = head.indexOf('trailer');
    // A table longer than the window: its trailer is read from the rest of the file.
    dict = trailer >= 0 ? head.slice(trailer) : latin1(bytes, startXref, bytes.length).replace(/^[\s\S]*?trailer/, '');
    if (!/^\s*xref\s+\d+\s+\d+\s/.test(head)) return null;
  } else if (/^\s*\d+\s+\d+\s+obj\s*<<[\s\S]*\/Type\s*\/XRef\b/.test(head)) {
    xref = 'stream';
    dict = head;
  } else return null;
  const declared = /\/Size\s+(\d+)/.exec(dict);
  if (!declared) return null;
  const last = bytes[bytes.length - 1];
  return {
    length: bytes.length,
    endsWithEol: last === 0x0a || last === 0x0d,
    startXref,
    xref,
    size: Math.max(Number(declared[1]), largestObjectNumber + 1),
  };
}

const ascii = (text: string) => Buffer.from(text, 'latin1');

/** "N G obj\n…\nendobj\n" for one object, by pdf-lib's own serialisation of it. */
function indirect(ref: PDFRef, object: PDFObject): Buffer {
  const open = ascii(`${ref.objectNumber} ${ref.generationNumber} obj\n`);
  const body = Buffer.alloc(object.sizeInBytes());
  object.copyBytesInto(body, 0);
  return Buffer.concat([open, body, ascii('\nendobj\n')]);
}

export interface Update {
  /** The objects written, new ones numbered from `original.size` on, changed ones with their own number. */
  objects: [PDFRef, PDFObject][];
  /** The trailer's entries besides /Size and /Prev (at least /Root; /Info, /ID as the copy needs). */
  trailer: Record<string, PDFObject | undefined>;
  /** Where the trailer dictionary and the xref stream are made (its largestObjectNumber counts the new objects). */
  context: PDFContext;
}

/** The bytes that follow the original to make the updated file. */
export function updateTail(original: Original, update: Update): Buffer {
  const { context } = update;
  const parts: Buffer[] = original.endsWithEol ? [] : [ascii('\n')];
  let offset = original.length + (original.endsWithEol ? 0 : 1);
  const entries: [PDFRef, number][] = [];
  for (const [ref, object] of update.objects) {
    const bytes = indirect(ref, object);
    entries.push([ref, offset]);
    parts.push(bytes);
    offset += bytes.length;
  }
  const trailer = PDFDict.withContext(context);
  for (const [key, value] of Object.entries(update.trailer)) if (value) trailer.set(PDFName.of(key), value);
  trailer.set(PDFName.of('Prev'), PDFNumber.of(original.startXref));
  const xrefOffset = offset;
  // An xref stream is an object too: numbered before /Size is counted.
  const streamRef = original.xref === 'stream' ? context.nextRef() : null;
  trailer.set(PDFName.of('Size'), PDFNumber.of(Math.max(original.size, context.largestObjectNumber + 1)));
  if (streamRef) {
    const ref = streamRef;
    const stream = PDFCrossRefStream.of(trailer, [], true);
    entries.push([ref, xrefOffset]);
    for (const [r, at] of entries.sort(([a], [b]) => a.objectNumber - b.objectNumber)) stream.addUncompressedEntry(r, at);
    parts.push(indirect(ref, stream));
  } else {
    const section = PDFCrossRefSection.createEmpty();
    for (const [r, at] of entries.sort(([a], [b]) => a.objectNumber - b.objectNumber)) section.addEntry(r, at);
    const xref = Buffer.alloc(section.sizeInBytes());
    section.copyBytesInto(xref, 0);
    const dict = PDFTrailerDict.of(trailer);
    const dictBytes = Buffer.alloc(dict.sizeInBytes());
    dict.copyBytesInto(dictBytes, 0);
    parts.push(xref, dictBytes, ascii('\n'));
  }
  const end = PDFTrailer.forLastCrossRefSectionOffset(xrefOffset);
  const endBytes = Buffer.alloc(end.sizeInBytes());
  end.copyBytesInto(endBytes, 0);
  parts.push(endBytes, ascii('\n'));
  return Buffer.concat(parts);
}

/**
 * What an uploaded report becomes before it is stored, so that every copy made from it is safe to
 * hand out (pdf-stamp.ts stamps copies by appending to the stored bytes, which would otherwise
 * carry whatever the original did):
 * - an owner-password PDF (the "restrict editing" export, which opens without a password) is
 *   decrypted; a PDF that needs a password to open is refused (PasswordProtected);
 * - what runs or reaches out by itself is removed: JavaScript (actions and the document's
 *   /JavaScript names), the automatic triggers (/AA) and an /OpenAction other than going to a
 *   page, launch, submit, import and other-file actions, embedded files (the /EmbeddedFiles names,
 *   file attachment annotations) and XFA forms (scripted). Links to web pages and to pages stay.
 * Then the file is written again whole, with only the objects still reachable, so the removed
 * objects are not in its bytes at all. A file with none of this is kept byte for byte.
 *
 * @cantoo/pdf-lib, the maintained fork of pdf-lib, because it decrypts (RC4 40 and 128 bit,
 * AES-128 and AES-256); pdf-lib 1.17, which stamps, only refuses encrypted files.
 */
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, type PDFContext, type PDFObject } from '@cantoo/pdf-lib';
import { REPORT_REMOVALS, type ReportRemoval } from 'contracts';
import { NotAPdf, hasPdfHeader } from './pdf-stamp';

export class PasswordProtected extends Error {}

/** Action types (ISO 32000-1, 12.6.4) that run code, start programs, send data or open other files. */
const ACTIVE: Record<string, ReportRemoval> = {
  JavaScript: 'javascript',
  Launch: 'launch',
  SubmitForm: 'launch',
  ImportData: 'launch',
  GoToR: 'launch',
  GoToE: 'embeddedFiles',
  RichMediaExecute: 'javascript',
  Rendition: 'javascript',
  Movie: 'launch',
  Sound: 'launch',
};

const name = (key: string) => PDFName.of(key);

/** The removals an action (and the actions it chains to by /Next) calls for; none for a harmless one. */
function actionRemovals(context: PDFContext, action: PDFObject | undefined, seen = new Set<PDFObject>()): ReportRemoval[] {
  const dict = action instanceof PDFRef ? context.lookup(action) : action;
  if (!(dict instanceof PDFDict) || seen.has(dict)) return [];
  seen.add(dict);
  const type = dict.lookup(name('S'));
  const own = type instanceof PDFName ? ACTIVE[type.decodeText()] : undefined;
  const next = dict.lookup(name('Next'));
  const chained = next instanceof PDFArray ? next.asArray() : next ? [next] : [];
  return [...(own ? [own] : []), ...chained.flatMap((a) => actionRemovals(context, a, seen))];
}

/** An /OpenAction that only opens the document at a page (a destination, or a plain GoTo). */
function goesToAPage(context: PDFContext, open: PDFObject | undefined): boolean {
  const value = open instanceof PDFRef ? context.lookup(open) : open;
  if (value instanceof PDFArray) return true;
  return value instanceof PDFDict && value.lookup(name('S')) === name('GoTo') && !value.has(name('Next'));
}

/** Removes the active parts of `doc` (above) in place; what it removed. */
function removeActiveContent(doc: PDFDocument): Set<ReportRemoval> {
  const { context, catalog } = doc;
  const removed = new Set<ReportRemoval>();
  /** Deletes `key` from `dict` when there, noting `removal`. */
  const drop = (dict: PDFDict | undefined, key: string, removal: ReportRemoval) => {
    if (!dict?.has(name(key))) return;
    dict.delete(name(key));
    removed.add(removal);
  };
  if (!goesToAPage(context, catalog.get(name('OpenAction')))) drop(catalog, 'OpenAction', 'openAction');
  const names = catalog.lookupMaybe(name('Names'), PDFDict);
  drop(names, 'JavaScript', 'javascript');
  drop(names, 'EmbeddedFiles', 'embeddedFiles');
  drop(catalog.lookupMaybe(name('AcroForm'), PDFDict), 'XFA', 'javascript');
  const isAttachment = (annot: PDFObject) => {
    const dict = annot instanceof PDFRef ? context.lookup(annot) : annot;
    return dict instanceof PDFDict && dict.lookup(name('Subtype')) === name('FileAttachment');
  };
  const visit = (object: PDFObject, seen: Set<PDFObject>) => {
    if (seen.has(object)) return;
    seen.add(object);
    if (object instanceof PDFArray) return object.asArray().forEach((item) => visit(item, seen));
    const dict = object instanceof PDFStream ? object.dict : object;
    if (!(dict instanceof PDFDict)) return;
    // Triggers on opening, closing, printing, a page shown, a field changed: none is needed to read a report.
    drop(dict, 'AA', 'openAction');
    for (const key of ['A', 'PA']) {
      const found = actionRemovals(context, dict.get(name(key)));
      if (!found.length) continue;
      dict.delete(name(key));
      found.forEach((r) => removed.add(r));
    }
    const annots = dict.lookup(name('Annots'));
    if (annots instanceof PDFArray && annots.asArray().some(isAttachment)) {
      dict.set(name('Annots'), context.obj(annots.asArray().filter((a) => !isAttachment(a))));
      removed.add('embeddedFiles');
    }
    for (const value of dict.values()) if (!(value instanceof PDFRef)) visit(value, seen);
  };
  const seen = new Set<PDFObject>();
  for (const [, object] of context.enumerateIndirectObjects()) visit(object, seen);
  return removed;
}

/** Drops every object the trailer no longer reaches: a removed script must not stay in the bytes, unused. */
function dropUnreachable(doc: PDFDocument): void {
  const { context } = doc;
  const reached = new Set<string>();
  const pending: PDFObject[] = [context.trailerInfo.Root, context.trailerInfo.Info].filter((o): o is PDFObject => Boolean(o));
  while (pending.length) {
    const object = pending.pop()!;
    if (object instanceof PDFRef) {
      if (reached.has(object.tag)) continue;
      reached.add(object.tag);
      const target = context.lookup(object);
      if (target) pending.push(target);
    } else if (object instanceof PDFArray) pending.push(...object.asArray());
    else if (object instanceof PDFStream) pending.push(object.dict);
    else if (object instanceof PDFDict) pending.push(...object.values());
  }
  for (const [ref] of context.enumerateIndirectObjects()) if (!reached.has(ref.tag)) context.delete(ref);
}

export interface CleanedPdf {
  /** The bytes to store: the upload's own when nothing was removed. */
  bytes: Uint8Array;
  /** What was taken out, in the order of REPORT_REMOVALS. */
  removed: ReportRemoval[];
}

/** The report as it is stored (above); NotAPdf or PasswordProtected when it cannot be. */
export async function cleanPdf(bytes: Uint8Array): Promise<CleanedPdf> {
  if (!hasPdfHeader(bytes)) throw new NotAPdf('no %PDF- header');
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    // Loading tolerates a lot: a file without a catalog or page tree fails here.
    doc.getPageCount();
  } catch (err) {
    throw new NotAPdf((err as Error).message);
  }
  const removed = new Set<ReportRemoval>();
  if (doc.isEncrypted) {
    try {
      // The empty user password opens an owner-password file, as every reader opens it.
      doc = await PDFDocument.load(bytes, { password: '', updateMetadata: false });
    } catch (err) {
      throw new PasswordProtected((err as Error).message);
    }
    removed.add('password');
  }
  removeActiveContent(doc).forEach((r) => removed.add(r));
  if (!removed.size) return { bytes, removed: [] };
  dropUnreachable(doc);
  const order = Object.keys(REPORT_REMOVALS) as ReportRemoval[];
  return { bytes: await doc.save({ useObjectStreams: false }), removed: order.filter((r) => removed.has(r)) };
}

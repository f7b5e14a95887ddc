/**
 * A stamped copy as an incremental update of the original (pdf-incremental.ts): the original's
 * bytes, then a tail of a few kilobytes. The original is parsed once per report (`prepare`) and
 * only what the tail needs is kept: each page's dictionary with its resources made direct and the
 * stamp's fonts added, its content streams, its view (boxes and rotation); the page tree's root; the trailer's
 * /Root, /Info, /ID. Per copy the tail is: the two standard fonts, "q" and "Q" streams around the
 * page's own content (its graphics state may be left changed at its end), one stamp stream per
 * distinct view (crop box and rotation), every page dictionary again with the stamp in /Contents, the disclosures page
 * and the page tree's root counting it, a new /Info naming the download, and the xref.
 *
 * What is kept per report hangs off the original's bytes in a WeakMap, so it lives as long as
 * report-files.ts's bounded LRU keeps those bytes and no longer: nothing else is cached.
 */
import {
  PDFArray,
  PDFContentStream,
  PDFContext,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRef,
  PDFStream,
  StandardFonts,
  degrees,
  drawText,
  type PDFObject,
  type PDFOperator,
} from 'pdf-lib';
import { readOriginal, updateTail, type Original } from './pdf-incremental';
import { A4, BODY_COLOR, BODY_SIZE, STAMP_COLOR, drawable, layoutDisclosures, stampPlacement, viewOf, type PageView } from './stamp-layout';
import type { Stamp } from './pdf-stamp';

interface PreparedPage {
  ref: PDFRef;
  /** The page's dictionary, its /Resources direct and naming the stamp's fonts; /Contents is set per copy. */
  dict: PDFDict;
  /** Its content streams, in order. */
  contents: PDFObject[];
  view: PageView;
}

interface Prepared {
  original: Original;
  /** The small context the kept objects belong to (the parsed document's is let go). */
  context: PDFContext;
  pages: PreparedPage[];
  tree: { ref: PDFRef; dict: PDFDict; count: number; kids: PDFArray };
  trailer: { Root: PDFObject; ID?: PDFObject };
  info: PDFDict;
  /** Resource names of the stamp's fonts (unused by the original's pages), and their objects' numbers. */
  font: PDFName;
  bold: PDFName;
  refs: { font: PDFRef; bold: PDFRef; push: PDFRef; pop: PDFRef };
}

/** `object` copied into `context`: dictionaries and arrays deeply, references as they are. */
function copy<T extends PDFObject>(object: T, context: PDFContext): T {
  if (object instanceof PDFDict && !(object instanceof PDFStream)) {
    const dict = PDFDict.withContext(context);
    for (const [key, value] of object.entries()) dict.set(key, copy(value, context));
    return dict as unknown as T;
  }
  if (object instanceof PDFArray) {
    const array = PDFArray.withContext(context);
    for (const item of object.asArray()) array.push(copy(item, context));
    return array as unknown as T;
  }
  return object;
}

/** A resource name starting with `stem` that none of `used` is. */
function freeName(stem: string, used: Set<string>): PDFName {
  let n = 0;
  while (used.has(`/${stem}${n}`)) n++;
  used.add(`/${stem}${n}`);
  return PDFName.of(`${stem}${n}`);
}

async function prepare(bytes: Uint8Array): Promise<Prepared | null> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false, parseSpeed: Infinity });
  } catch {
    return null;
  }
  const src = doc.context;
  const original = readOriginal(bytes, src.largestObjectNumber);
  const treeRef = doc.catalog.get(PDFName.of('Pages'));
  const Root = src.trailerInfo.Root;
  if (!original || doc.isEncrypted || !(treeRef instanceof PDFRef) || !Root) return null;
  const context = PDFContext.create();
  context.largestObjectNumber = original.size - 1;
  const refs = { font: context.nextRef(), bold: context.nextRef(), push: context.nextRef(), pop: context.nextRef() };
  const leaves = doc.getPages();
  const used = new Set<string>();
  for (const page of leaves) {
    const fonts = page.node.Resources()?.lookupMaybe(PDFName.Font, PDFDict);
    for (const key of fonts?.keys() ?? []) used.add(key.toString());
  }
  const font = freeName('StampF', used);
  const bold = freeName('StampF', used);
  const seen = new Set<string>();
  const pages: PreparedPage[] = [];
  for (const page of leaves) {
    // A page object listed twice in the tree would be written twice: such a file is rewritten instead.
    if (seen.has(page.ref.toString())) return null;
    seen.add(page.ref.toString());
    const sourceResources = page.node.Resources();
    const resources = sourceResources ? copy(sourceResources, context) : context.obj({});
    const fonts = sourceResources?.lookupMaybe(PDFName.Font, PDFDict);
    const fontDict = fonts ? copy(fonts, context) : context.obj({});
    fontDict.set(font, refs.font);
    fontDict.set(bold, refs.bold);
    resources.set(PDFName.Font, fontDict);
    const dict = copy(page.node, context);
    dict.set(PDFName.of('Resources'), resources);
    const raw = page.node.get(PDFName.of('Contents'));
    const resolved = raw instanceof PDFRef ? src.lookup(raw) : raw;
    const contents = resolved instanceof PDFArray ? resolved.asArray() : raw ? [raw] : [];
    pages.push({ ref: page.ref, dict, contents, view: viewOf(page) });
  }
  const tree = doc.catalog.Pages();
  const info = src.lookupMaybe(src.trailerInfo.Info, PDFDict);
  return {
    original,
    context,
    pages,
    tree: {
      ref: treeRef,
      dict: copy(tree, context),
      count: tree.lookup(PDFName.of('Count'), PDFNumber).asNumber(),
      kids: copy(tree.lookup(PDFName.of('Kids'), PDFArray), context),
    },
    trailer: { Root, ID: src.trailerInfo.ID && copy(src.trailerInfo.ID, context) },
    info: info ? copy(info, context) : context.obj({}),
    font,
    bold,
    refs,
  };
}

const preparedFor = new WeakMap<Uint8Array, Promise<Prepared | null>>();

/** The fonts' metrics and encodings, from a document that is never saved (embedding standard fonts adds nothing per copy). */
const metrics = (async () => {
  const doc = await PDFDocument.create();
  return { font: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
})();

const standardFont = (context: PDFContext, name: string) =>
  context.obj({ Type: 'Font', Subtype: 'Type1', BaseFont: name, Encoding: 'WinAnsiEncoding' });

/**
 * A content stream left unencoded: the stamp is a hundred bytes and the disclosures page a few
 * kilobytes, and setting up a deflate costs more than the bytes it would save.
 */
const plainStream = (context: PDFContext, ops: PDFOperator[]) => PDFContentStream.of(context.obj({}), ops, false);

const textOps = (text: PDFHexString, font: PDFName, size: number, x: number, y: number, color = STAMP_COLOR, rotate = 0) =>
  drawText(text, { color, font, size, x, y, rotate: degrees(rotate), xSkew: degrees(0), ySkew: degrees(0) });

/**
 * The copy as [original, tail], or null when the original cannot take an incremental update (no
 * sound xref, encrypted, a page listed twice): the caller rewrites it whole.
 */
export async function stampUpdate(bytes: Uint8Array, stamp: Stamp): Promise<[Uint8Array, Buffer] | null> {
  let pending = preparedFor.get(bytes);
  if (!pending) preparedFor.set(bytes, (pending = prepare(bytes)));
  const p = await pending;
  if (!p) return null;
  const { font, bold } = await metrics;
  // Objects of this copy only: numbered after the ones `prepare` set aside.
  const context = PDFContext.create();
  context.largestObjectNumber = p.refs.pop.objectNumber;
  const objects: [PDFRef, PDFObject][] = [
    [p.refs.font, standardFont(context, 'Helvetica')],
    [p.refs.bold, standardFont(context, 'Helvetica-Bold')],
    [p.refs.push, context.stream('q\n')],
    [p.refs.pop, context.stream('Q\n')],
  ];
  const line = drawable(stamp.line, font);
  const encoded = font.encodeText(line);
  const stamps = new Map<string, PDFRef>();
  const stampFor = (view: PageView) => {
    const key = `${view.x} ${view.y} ${view.width} ${view.height} ${view.rotation}`;
    let ref = stamps.get(key);
    if (!ref) {
      const at = stampPlacement(view, line, font);
      ref = context.nextRef();
      objects.push([ref, plainStream(context, textOps(encoded, p.font, at.size, at.x, at.y, STAMP_COLOR, at.rotate))]);
      stamps.set(key, ref);
    }
    return ref;
  };
  for (const page of p.pages) {
    const dict = page.dict.clone(context);
    dict.set(PDFName.of('Contents'), context.obj([p.refs.push, ...page.contents, p.refs.pop, stampFor(page.view)]));
    objects.push([page.ref, dict]);
  }
  if (stamp.disclosures?.length) {
    const ops = layoutDisclosures(stamp.disclosures, font, bold).flatMap((l) =>
      textOps((l.bold ? bold : font).encodeText(l.text), l.bold ? p.bold : p.font, BODY_SIZE, l.x, l.y, BODY_COLOR),
    );
    const body = context.nextRef();
    const page = context.nextRef();
    const fonts = context.obj({});
    fonts.set(p.font, p.refs.font);
    fonts.set(p.bold, p.refs.bold);
    objects.push([body, plainStream(context, ops)]);
    objects.push([
      page,
      context.obj({
        Type: 'Page',
        Parent: p.tree.ref,
        MediaBox: [0, 0, ...A4],
        Resources: context.obj({ Font: fonts }),
        Contents: [body, stampFor({ x: 0, y: 0, width: A4[0], height: A4[1], rotation: 0 })],
      }),
    ]);
    const tree = p.tree.dict.clone(context);
    tree.set(PDFName.of('Kids'), context.obj([...p.tree.kids.asArray(), page]));
    tree.set(PDFName.of('Count'), PDFNumber.of(p.tree.count + 1));
    objects.push([p.tree.ref, tree]);
  }
  const info = p.info.clone(context);
  info.set(PDFName.of('Subject'), PDFHexString.fromText(`Download ${stamp.downloadId}`));
  info.set(PDFName.of('Keywords'), PDFHexString.fromText(stamp.downloadId));
  const infoRef = context.nextRef();
  objects.push([infoRef, info]);
  const tail = updateTail(p.original, { objects, context, trailer: { Root: p.trailer.Root, Info: infoRef, ID: p.trailer.ID } });
  return [bytes, tail];
}

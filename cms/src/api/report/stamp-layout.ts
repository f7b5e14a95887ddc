/**
 * Where the stamp's text goes, the same for both ways a copy is made (pdf-stamp.ts rewrites the
 * whole file, stamp-update.ts appends an incremental update): the licence line at the foot of a
 * page, shrunk to its width, and the lines of the disclosures page.
 */
import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export const FONT_SIZE = 8;
export const MARGIN = 18;
export const A4: [number, number] = [595.28, 841.89];
export const BODY_SIZE = 10;
const LEADING = 14;
export const STAMP_COLOR = rgb(0.35, 0.35, 0.35);
export const BODY_COLOR = rgb(0.1, 0.1, 0.1);

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

/** What a reader sees of a page: its crop box clipped to its media box, and its /Rotate as a quarter turn. */
export interface PageView {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: 0 | 90 | 180 | 270;
}

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A box's corners may be given in either order ([x2 y2 x1 y1]): its lower left and positive size. */
const normalised = (r: Rect): Rect => ({
  x: Math.min(r.x, r.x + r.width),
  y: Math.min(r.y, r.y + r.height),
  width: Math.abs(r.width),
  height: Math.abs(r.height),
});

/**
 * The part of a page readers show (ISO 32000-1, 14.11.2: the crop box, clipped to the media box;
 * neither need start at 0 0) and its rotation: /Rotate turns the page clockwise when shown, by a
 * multiple of 90 (any other value is shown unrotated, as pdf.js and poppler do).
 */
export function pageView(media: Rect, crop: Rect, rotate: number): PageView {
  const m = normalised(media);
  const c = normalised(crop);
  const x = Math.max(m.x, c.x);
  const y = Math.max(m.y, c.y);
  const width = Math.min(m.x + m.width, c.x + c.width) - x;
  const height = Math.min(m.y + m.height, c.y + c.height) - y;
  // A crop box outside the media box leaves nothing: readers then show the media box.
  const box = width > 0 && height > 0 ? { x, y, width, height } : m;
  const turn = rotate % 90 === 0 ? ((rotate % 360) + 360) % 360 : 0;
  return { ...box, rotation: turn as PageView['rotation'] };
}

/** A pdf-lib page's view (its boxes and /Rotate may be inherited from the page tree: pdf-lib looks them up). */
export const viewOf = (page: PDFPage): PageView => pageView(page.getMediaBox(), page.getCropBox(), page.getRotation().angle);

/**
 * The licence line's place, size and angle on a page seen as `view`: at the foot of the page as the
 * reader sees it, upright and left to right, whichever way /Rotate turns the page. The text is
 * drawn in the page's own coordinates, so on a page turned by /Rotate it is turned the same amount
 * the other way, along the edge that is shown at the bottom.
 */
export function stampPlacement(view: PageView, line: string, font: PDFFont): { x: number; y: number; size: number; rotate: number } {
  const across = view.rotation % 180 === 0 ? view.width : view.height;
  // Shrunk to the page's width rather than cut: every word of the licence must stay on the page.
  const size = Math.min(FONT_SIZE, (across - 2 * MARGIN) / Math.max(1, font.widthOfTextAtSize(line, 1)));
  const left = view.x;
  const bottom = view.y;
  const right = view.x + view.width;
  const top = view.y + view.height;
  switch (view.rotation) {
    case 90: // shown bottom edge: the right one, read upwards
      return { x: right - MARGIN / 2, y: bottom + MARGIN, size, rotate: 90 };
    case 180: // the top one, read leftwards
      return { x: right - MARGIN, y: top - MARGIN / 2, size, rotate: 180 };
    case 270: // the left one, read downwards
      return { x: left + MARGIN / 2, y: top - MARGIN, size, rotate: 270 };
    default:
      return { x: left + MARGIN, y: bottom + MARGIN / 2, size, rotate: 0 };
  }
}

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

export interface PlacedLine {
  text: string;
  bold: boolean;
  x: number;
  y: number;
}

/** The disclosures page's lines on an A4 page, at BODY_SIZE: each block a heading in `bold`, then its paragraphs. */
export function layoutDisclosures(blocks: readonly (readonly string[])[], font: PDFFont, bold: PDFFont): PlacedLine[] {
  const placed: PlacedLine[] = [];
  const width = A4[0] - 4 * MARGIN;
  let y = A4[1] - 3 * MARGIN;
  for (const [heading, ...paragraphs] of blocks) {
    for (const [text, isBold] of [[heading, true], ...paragraphs.map((p) => [p, false] as const)] as const) {
      const f = isBold ? bold : font;
      for (const line of wrap(drawable(text, f), f, BODY_SIZE, width)) {
        // A disclosures text too long for one page is cut, never drawn off the page.
        if (y < 3 * MARGIN) return placed;
        placed.push({ text: line, bold: isBold, x: 2 * MARGIN, y });
        y -= LEADING;
      }
    }
    y -= LEADING / 2;
  }
  return placed;
}

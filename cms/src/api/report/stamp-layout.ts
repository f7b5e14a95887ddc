/**
 * Where the stamp's text goes, the same for both ways a copy is made (pdf-stamp.ts rewrites the
 * whole file, stamp-update.ts appends an incremental update): the licence line at the foot of a
 * page, shrunk to its width, and the lines of the disclosures page.
 */
import { rgb, type PDFFont } from 'pdf-lib';

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

export interface Box {
  x: number;
  y: number;
  width: number;
}

/** The licence line's place and size on a page whose crop box is `box`. */
export function stampPlacement(box: Box, line: string, font: PDFFont): { x: number; y: number; size: number } {
  // Shrunk to the page's width rather than cut: every word of the licence must stay on the page.
  const size = Math.min(FONT_SIZE, (box.width - 2 * MARGIN) / Math.max(1, font.widthOfTextAtSize(line, 1)));
  return { x: box.x + MARGIN, y: box.y + MARGIN / 2, size };
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

/**
 * Where the licence line goes (stamp-layout.ts): what a reader sees of a page (crop box clipped
 * to the media box, corners in either order, /Rotate as a quarter turn), and the line placed on it
 * so that, once the page is turned as readers turn it, it reads left to right at the foot of the
 * page and inside it. Readers' own view of real rotated files: tests/api/report-pdf-kinds.spec.ts.
 */
import { expect, test } from '@jest/globals';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { MARGIN, pageView, stampPlacement, type PageView } from '../stamp-layout';

test('the view: the crop box clipped to the media box, corners in either order, any start; rotation as a quarter turn', () => {
  const media = { x: 100, y: 200, width: 595, height: 842 };
  expect(pageView(media, media, 0)).toEqual({ x: 100, y: 200, width: 595, height: 842, rotation: 0 });
  // A crop box given upper right first, and reaching past the media box.
  expect(pageView(media, { x: 600, y: 900, width: -550, height: -800 }, 90)).toEqual({
    x: 100,
    y: 200,
    width: 500,
    height: 700,
    rotation: 90,
  });
  // A crop box off the page: readers show the media box.
  expect(pageView(media, { x: 0, y: 0, width: 50, height: 50 }, 0)).toMatchObject(media);
  expect(pageView(media, media, -90).rotation).toBe(270);
  expect(pageView(media, media, 450).rotation).toBe(90);
  // Not a quarter turn: shown unturned.
  expect(pageView(media, media, 45).rotation).toBe(0);
});

/** A point of the page's own space where a reader shows it, turned clockwise by the view's rotation (y up, 0 0 bottom left). */
function shown(view: PageView, x: number, y: number): [number, number] {
  const [left, bottom, right, top] = [view.x, view.y, view.x + view.width, view.y + view.height];
  switch (view.rotation) {
    case 90:
      return [y - bottom, right - x];
    case 180:
      return [right - x, top - y];
    case 270:
      return [top - y, x - left];
    default:
      return [x - left, y - bottom];
  }
}

test('on every quarter turn and box the line reads left to right along the foot of the shown page, inside it', async () => {
  const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
  const line = 'Licensed to Priya Shah · priya@example.com · 3F9K-2QXA · 7 Dec 2026 · not for redistribution';
  const round = (v: number) => Math.round(v * 1e6) / 1e6 + 0;
  const placed: object[] = [];
  const expected: object[] = [];
  for (const rotation of [0, 90, 180, 270] as const)
    for (const box of [
      { x: 0, y: 0, width: 595, height: 842 },
      { x: 100, y: 200, width: 300, height: 500 },
      { x: -50, y: 30, width: 842, height: 595 },
    ]) {
      const view = { ...box, rotation };
      const at = stampPlacement(view, line, font);
      const length = font.widthOfTextAtSize(line, at.size);
      const angle = (at.rotate * Math.PI) / 180;
      const start = shown(view, at.x, at.y);
      const end = shown(view, at.x + length * Math.cos(angle), at.y + length * Math.sin(angle));
      const shownWidth = rotation % 180 ? view.height : view.width;
      const label = `${rotation}° on ${JSON.stringify(box)}`;
      // Level, left to right, starting a margin in from the shown left edge and half a margin up from its foot, ending inside.
      placed.push({
        label,
        rise: round(end[1] - start[1]),
        run: round(end[0] - start[0] - length),
        start: start.map(round),
        inside: end[0] <= shownWidth - MARGIN + 1e-6,
      });
      expected.push({ label, rise: 0, run: 0, start: [MARGIN, MARGIN / 2], inside: true });
    }
  expect(placed).toEqual(expected);
});

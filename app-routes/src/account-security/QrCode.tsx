/**
 * A QR code drawn as inline SVG from qrcode's module matrix: no image URL, so the pages' Content-
 * Security-Policy needs no `data:` images and nothing leaves the browser (the QR code holds the
 * two-factor secret). One path of unit squares, crisp at any zoom; it shrinks with a narrow screen.
 */
import * as React from 'react';
import { create } from 'qrcode';

/** The light margin scanners need around the code, in modules (the standard's four). */
const QUIET_ZONE = 4;

/** The SVG path of the dark modules of `text`'s QR code, and the side of its view box. */
export function qrPath(text: string): { d: string; side: number } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  let d = '';
  for (let row = 0; row < modules.size; row += 1)
    for (let col = 0; col < modules.size; col += 1) if (modules.get(row, col)) d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
  return { d, side: modules.size + 2 * QUIET_ZONE };
}

export default function QrCode({ text, label, size = 220 }: { text: string; label: string; size?: number }) {
  const { d, side } = React.useMemo(() => qrPath(text), [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      width={size}
      height={size}
      style={{ maxWidth: '100%', height: 'auto' }}
      shapeRendering="crispEdges"
      data-testid="mfa-qr"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}

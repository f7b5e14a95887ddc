/**
 * PDFs as firms' tools make them, made here by the tools themselves: Ghostscript's pdfwrite (what
 * "print to PDF" drivers and many converters use) writes a four-page report, and qpdf turns it
 * into the kinds readers meet: object streams, linearized ("fast web view"), an owner password (the
 * "restrict editing" export, which opens without a password) in AES-256 and in the older RC4, a
 * user password, pages turned by /Rotate, and boxes that do not start at 0 0. Another Ghostscript
 * file carries what must not reach subscribers: JavaScript on opening, on a page and in the
 * document's names, a launch link beside a web link, and (added by qpdf) an embedded file.
 * scripts/lib/poppler.ts installs both tools for `npm test`, with poppler.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

function tool(cmd: string, args: string[], cwd: string): string {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8' });
  // qpdf exits 3 when it succeeded with warnings: none is expected from these files either.
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: ${r.status} ${r.stderr}`);
  return r.stdout;
}

/** Each page says "Research page N"; page 3's text also stands inside the media box moved to 100 200. */
const REPORT_PS = `
/Helvetica findfont 20 scalefont setfont
72 700 moveto (Research page 1) show showpage
[ {ThisPage} << /CropBox [30 40 560 800] >> /PUT pdfmark
72 700 moveto (Research page 2) show showpage
172 760 moveto (Research page 3) show showpage
72 700 moveto (Research page 4) show showpage
`;

const ACTIVE_PS = `
[ {Catalog} << /OpenAction << /S /JavaScript /JS (app.alert\\('opened'\\);) >> >> /PUT pdfmark
[ {Catalog} << /Names << /JavaScript << /Names [(run) << /S /JavaScript /JS (app.alert\\('named'\\);) >>] >> >> >> /PUT pdfmark
[ {Page1} << /AA << /O << /S /JavaScript /JS (app.alert\\('page'\\);) >> >> >> /PUT pdfmark
[ /Rect [72 600 300 650] /Border [0 0 1] /Action << /Subtype /Launch /F (calc.exe) >> /Subtype /Link /ANN pdfmark
[ /Rect [72 500 300 550] /Border [0 0 1] /Action << /Subtype /URI /URI (https://example.com/research) >> /Subtype /Link /ANN pdfmark
/Helvetica findfont 20 scalefont setfont
72 700 moveto (Research page 1) show showpage
72 700 moveto (Research page 2) show showpage
`;

export interface PdfKinds {
  /** Ghostscript's own output, four pages. */
  ghostscript: Buffer;
  objectStreams: Buffer;
  linearized: Buffer;
  ownerPasswordAes256: Buffer;
  ownerPasswordRc4: Buffer;
  userPassword: Buffer;
  /** Pages turned 0, 90, 180 and 270 degrees; page 2 cropped, page 3's media box at 100 200. */
  rotated: Buffer;
  /** The same boxes, unturned. */
  boxes: Buffer;
  /** Two pages with JavaScript, a launch link, a web link and an embedded file. */
  active: Buffer;
  /** The same, its objects packed in object streams by qpdf (where a script hides from a byte search). */
  activeInObjectStreams: Buffer;
  /** The same behind an owner password (its strings, scripts included, encrypted). */
  activeOwnerPassword: Buffer;
}

/** qpdf's JSON update (qpdf --update-from-json) moving page `index`'s media box to `box`. */
function moveMediaBox(dir: string, input: string, output: string, index: number, box: number[]): void {
  const json = JSON.parse(tool('qpdf', ['--json=2', '--json-key=pages', '--json-key=qpdf', input], dir));
  const key = `obj:${json.pages[index].object}`;
  const page = json.qpdf[1][key].value;
  fs.writeFileSync(
    path.join(dir, 'update.json'),
    JSON.stringify({ qpdf: [json.qpdf[0], { [key]: { value: { ...page, '/MediaBox': box } } }] }),
  );
  tool('qpdf', [input, output, '--update-from-json=update.json'], dir);
}

export function makePdfKinds(): PdfKinds {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-kinds-'));
  try {
    const gs = (ps: string, out: string) => {
      fs.writeFileSync(path.join(dir, `${out}.ps`), ps);
      tool('gs', ['-q', '-dNOPAUSE', '-dBATCH', '-dSAFER', '-sDEVICE=pdfwrite', '-sPAPERSIZE=a4', '-o', out, `${out}.ps`], dir);
    };
    const qpdf = (...args: string[]) => tool('qpdf', args, dir);
    gs(REPORT_PS, 'gs.pdf');
    qpdf('--object-streams=generate', 'gs.pdf', 'objstm.pdf');
    qpdf('--linearize', 'gs.pdf', 'linearized.pdf');
    qpdf('--encrypt', '', 'owner-secret', '256', '--', 'gs.pdf', 'owner-aes256.pdf');
    qpdf('--allow-weak-crypto', '--encrypt', '', 'owner-secret', '128', '--use-aes=n', '--', 'gs.pdf', 'owner-rc4.pdf');
    qpdf('--encrypt', 'reader-secret', 'owner-secret', '256', '--', 'gs.pdf', 'user.pdf');
    moveMediaBox(dir, 'gs.pdf', 'boxes.pdf', 2, [100, 200, 695, 1042]);
    qpdf('--rotate=+90:2', '--rotate=+180:3', '--rotate=+270:4', 'boxes.pdf', 'rotated.pdf');
    gs(ACTIVE_PS, 'active-gs.pdf');
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'An attachment readers could open.\n');
    qpdf('active-gs.pdf', '--add-attachment', 'notes.txt', '--', 'active.pdf');
    qpdf('--object-streams=generate', 'active.pdf', 'active-objstm.pdf');
    qpdf('--encrypt', '', 'owner-secret', '256', '--', 'active.pdf', 'active-owner.pdf');
    const read = (f: string) => fs.readFileSync(path.join(dir, f));
    return {
      ghostscript: read('gs.pdf'),
      objectStreams: read('objstm.pdf'),
      linearized: read('linearized.pdf'),
      ownerPasswordAes256: read('owner-aes256.pdf'),
      ownerPasswordRc4: read('owner-rc4.pdf'),
      userPassword: read('user.pdf'),
      rotated: read('rotated.pdf'),
      boxes: read('boxes.pdf'),
      active: read('active.pdf'),
      activeInObjectStreams: read('active-objstm.pdf'),
      activeOwnerPassword: read('active-owner.pdf'),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

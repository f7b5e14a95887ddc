/**
 * The one CSV inside a zipped bhavcopy (the exchanges publish them as .zip). Its declared size is
 * capped before it is inflated, and yauzl checks the inflated bytes against it, so a small zip
 * cannot expand into gigabytes.
 */
import yauzl from 'yauzl';
import { PRICE_MESSAGES } from 'contracts';
import { ImportRefused } from './csv-table';

/** The largest CSV a zip may hold: a day's full bhavcopy is a few MB. */
export const UNZIPPED_MAX_BYTES = 100 * 1024 * 1024;

/** Whether the bytes are a zip archive: its first entry's header, or the end record an empty archive is alone made of. */
export const isZip = (bytes: Buffer): boolean => bytes.length >= 4 && [0x04034b50, 0x06054b50].includes(bytes.readUInt32LE(0));

/**
 * Entries an archiver adds beside the files zipped, not part of them: macOS's Finder writes each
 * file's attributes as __MACOSX/._name (and a .DS_Store), Windows Explorer may add Thumbs.db.
 */
export const isHiddenEntry = (fileName: string): boolean =>
  fileName.startsWith('__MACOSX/') || /(^|\/)(\._[^/]*|\.DS_Store|Thumbs\.db)$/i.test(fileName);

export function csvInZip(bytes: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(new ImportRefused('The .zip file cannot be read.'));
      const found: yauzl.Entry[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!entry.fileName.endsWith('/') && !isHiddenEntry(entry.fileName)) found.push(entry);
        zip.readEntry();
      });
      zip.on('error', () => reject(new ImportRefused('The .zip file cannot be read.')));
      zip.on('end', () => {
        if (found.length === 0) return reject(new ImportRefused(PRICE_MESSAGES.emptyZip));
        const csv = found.filter((e) => /\.csv$/i.test(e.fileName));
        if (found.length !== 1 || csv.length !== 1) return reject(new ImportRefused('The .zip file must hold exactly one CSV file.'));
        if (csv[0].uncompressedSize > UNZIPPED_MAX_BYTES) return reject(new ImportRefused('The CSV in the .zip file is too large.'));
        zip.openReadStream(csv[0], (openErr, stream) => {
          if (openErr || !stream) return reject(new ImportRefused('The .zip file cannot be read.'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', () => reject(new ImportRefused('The .zip file cannot be read.')));
          stream.on('end', () => resolve(Buffer.concat(chunks)));
        });
      });
      zip.readEntry();
    });
  });
}

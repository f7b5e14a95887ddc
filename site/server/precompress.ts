/**
 * Precompression of a release: a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) file next
 * to every text asset and page, written once when the release is made, so neither the site server
 * (static-files.ts) nor nginx (`brotli_static`/`gzip_static`, deploy/nginx.conf)
 * compresses anything per request. Both serve from the same folder, so they send the same bytes.
 *
 * A variant is written only when it is smaller than the original (tiny files, a few dozen bytes of
 * page-data, gain nothing): without the file both servers send the original, as nginx does when a
 * `.gz` is absent. Source maps are left alone (only developer tools load them, and brotli 11 on
 * them would double the time this takes). Hashed files that the previous release already
 * compressed with identical bytes are copied from it rather than compressed again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The text types a Gatsby build writes (pages, scripts, styles, page-data, icons, feeds, the manifest). */
export const COMPRESSIBLE = /\.(html?|js|mjs|cjs|css|json|svg|txt|xml|webmanifest|ico)$/i;

export const VARIANTS = [
  { ext: '.br', encoding: 'br', compress: (b: Buffer) => brotli(b, brotliParams(b.length)) },
  { ext: '.gz', encoding: 'gzip', compress: (b: Buffer) => gzip(b, { level: 9 }) },
] as const;

function brotliParams(size: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

function textFiles(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    // The release's own records (.csp-hashes.json, .match-paths.json) are never served.
    if (entry.name.startsWith('.')) continue;
    const name = path.join(rel, entry.name);
    if (entry.isDirectory()) out.push(...textFiles(dir, name));
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) out.push(name);
  }
  return out;
}

export interface PrecompressResult {
  files: number;
  written: number;
  reused: number;
}

/**
 * Writes the variants for every text file under `releaseDir`. `previousDir` is the release before
 * it, whose variants of byte-identical files are reused. Compression runs on libuv's thread pool,
 * a few files at a time.
 */
export async function precompressRelease(releaseDir: string, previousDir?: string | null): Promise<PrecompressResult> {
  const files = textFiles(releaseDir);
  const result: PrecompressResult = { files: files.length, written: 0, reused: 0 };
  const one = async (rel: string) => {
    const file = path.join(releaseDir, rel);
    const original = await fs.promises.readFile(file);
    const before = previousDir ? path.join(previousDir, rel) : null;
    const same = before
      ? await fs.promises.readFile(before).then(
          (b) => b.equals(original),
          () => false,
        )
      : false;
    for (const v of VARIANTS) {
      if (same && fs.existsSync(before + v.ext)) {
        await fs.promises.copyFile(before + v.ext, file + v.ext);
        result.reused++;
        continue;
      }
      const packed = await v.compress(original);
      if (packed.length >= original.length) continue;
      await fs.promises.writeFile(file + v.ext, packed);
      result.written++;
    }
  };
  let next = 0;
  const workers = Array.from({ length: Math.max(1, Math.min(4, os.availableParallelism())) }, async () => {
    while (next < files.length) await one(files[next++]);
  });
  await Promise.all(workers);
  return result;
}

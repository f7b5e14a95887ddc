import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** `temporary`: a rasterised copy in its own temp folder, to be removed once uploaded. */
export interface SeedFile {
  path: string;
  name: string;
  alt: string;
  mime: string;
  size: number;
  temporary?: boolean;
}

const MIME: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
};

/**
 * Seed artwork is kept as SVG (small, diffable); the CMS refuses SVG uploads (script risk) and
 * gatsby-plugin-image cannot resize SVG, so it is rasterised to PNG at twice its size.
 */
export async function rasterize(file: string): Promise<SeedFile> {
  const base = path.basename(file, path.extname(file));
  const alt = base.replace(/[-_]+/g, ' ');
  if (path.extname(file).toLowerCase() !== '.svg') {
    const { size } = await fs.stat(file);
    return { path: file, name: path.basename(file), alt, mime: MIME[path.extname(file).toLowerCase()] || 'application/octet-stream', size };
  }
  const out = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'seed-')), `${base}.png`);
  await sharp(file, { density: 144 }).png({ compressionLevel: 9 }).toFile(out);
  const { size } = await fs.stat(out);
  return { path: out, name: `${base}.png`, alt, mime: 'image/png', size, temporary: true };
}

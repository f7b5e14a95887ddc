/**
 * A backup archive's manifest (manifest.json at its root): what it holds and how to check it. Every
 * file's SHA-256 and size, the database's kind and the row counts of the main tables in the
 * snapshot, and whether the instance secrets are in it (sealed) or were left out.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RowCounts } from './database';

export const MANIFEST = 'manifest.json';
/** Where things lie in an archive. */
export const LAYOUT = {
  sqlite: 'database/cms.db',
  postgres: 'database/cms.pgdump',
  data: 'data',
  secrets: 'secrets.sealed.json',
} as const;

export interface ManifestFile {
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: 1;
  createdAt: string;
  database: 'sqlite' | 'postgres';
  counts: RowCounts;
  secrets: 'sealed' | 'left out';
  /** The ids (not the keys) of the KYC_ENCRYPTION_KEYs the KYC records need; absent in archives from before. */
  kycKeyIds?: string[];
  files: ManifestFile[];
}

export function sha256File(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = crypto.createHash('sha256');
    fs.createReadStream(file)
      .on('error', reject)
      .on('data', (d) => hash.update(d))
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** Every regular file under `dir`, as POSIX paths relative to it (sorted). */
export function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) out.push(child);
    }
  };
  walk('');
  return out.sort();
}

/** The sums of every file in the staging folder (the manifest itself excepted). */
export async function describeFiles(staging: string): Promise<ManifestFile[]> {
  const files: ManifestFile[] = [];
  for (const rel of filesUnder(staging)) {
    if (rel === MANIFEST) continue;
    const abs = path.join(staging, rel);
    files.push({ path: rel, size: fs.statSync(abs).size, sha256: await sha256File(abs) });
  }
  return files;
}

/** Reads an extracted archive's manifest; refuses one this version does not know. */
export function readManifest(extracted: string): Manifest {
  const file = path.join(extracted, MANIFEST);
  if (!fs.existsSync(file)) throw new Error(`this archive has no ${MANIFEST}: not a backup of this product`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  if (manifest.format !== 1)
    throw new Error(`this archive's manifest is format ${String(manifest.format)}, which this version does not read`);
  return manifest;
}

/**
 * Checks an extracted archive against its manifest: every listed file present with its size and
 * sum, and nothing else. Answers the problems (none: the archive is whole).
 */
export async function verifyFiles(extracted: string, manifest: Manifest): Promise<string[]> {
  const problems: string[] = [];
  const listed = new Set(manifest.files.map((f) => f.path));
  for (const f of manifest.files) {
    const abs = path.join(extracted, f.path);
    if (!fs.existsSync(abs)) problems.push(`${f.path}: missing`);
    else if (fs.statSync(abs).size !== f.size) problems.push(`${f.path}: ${fs.statSync(abs).size} bytes, the manifest says ${f.size}`);
    else if ((await sha256File(abs)) !== f.sha256) problems.push(`${f.path}: its SHA-256 differs from the manifest's`);
  }
  for (const rel of filesUnder(extracted)) if (rel !== MANIFEST && !listed.has(rel)) problems.push(`${rel}: not in the manifest`);
  return problems;
}

/** Row counts that differ: `table: expected → found`. */
export function countDifferences(expected: RowCounts, found: RowCounts): string[] {
  return Object.keys({ ...expected, ...found })
    .filter((t) => expected[t] !== found[t])
    .map((t) => `${t}: ${expected[t] ?? 'none'} in the backup, ${found[t] ?? 'none'} restored`);
}

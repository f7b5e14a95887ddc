/**
 * `npm run register:verify [-- --public-key=FILE.pem]`: checks the research register of this
 * instance (DATA_DIR's SQLite file, or DATABASE_URL) straight in its database: every entry's hash,
 * its link to the one before and its Ed25519 signature. The key is the firm's published public
 * key when given, else the one of RESEARCH_SIGNING_KEY or DATA_DIR/secrets.json. Prints the
 * verdict and the register's head hash; exits 1 when it does not verify.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { KeyObject } from 'node:crypto';
import { publicKeyFrom, signingKeyFrom, verifyChain } from 'cms';
import { backupSettings } from './lib/backup/settings';
import { readRegister } from './lib/register/read-register';

function publicKey(dataDir: string): KeyObject {
  const given = process.argv.find((a) => a.startsWith('--public-key='));
  if (given) return publicKeyFrom(fs.readFileSync(given.slice('--public-key='.length), 'utf8'));
  const secrets = path.join(dataDir, 'secrets.json');
  const kept = fs.existsSync(secrets)
    ? (JSON.parse(fs.readFileSync(secrets, 'utf8')) as Record<string, string>).RESEARCH_SIGNING_KEY
    : undefined;
  return signingKeyFrom(process.env.RESEARCH_SIGNING_KEY || kept).publicKey;
}

async function main() {
  const settings = backupSettings();
  const verdict = verifyChain(await readRegister(settings), publicKey(settings.dataDir));
  if (verdict.ok) {
    console.log(`The research register verifies: ${verdict.count} entries, unchanged, in order, signed. Head: ${verdict.head}`);
    return;
  }
  console.error(`The research register does NOT verify at entry ${verdict.failure?.seq}: ${verdict.failure?.reason}.`);
  console.error(`${verdict.count} entries before it verify (up to ${verdict.head}).`);
  process.exit(1);
}

main().catch((err) => {
  console.error(`Verification failed: ${(err as Error).message}`);
  process.exit(2);
});

/** The instance secrets (scripts/lib/config.ts): generated once, kept, and completed with a secret added since. */
import { expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signingKeyFrom } from 'cms';
import { backupDirOf, instanceSecrets, productConfig } from '../lib/config';
import { backupFolderInData } from '../lib/backup/settings';

const fresh = () => fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-'));

test("a first start makes every secret, the research register's Ed25519 key among them, and later starts read the same", () => {
  const dir = fresh();
  const first = instanceSecrets(dir);
  expect(Object.keys(first)).toEqual(expect.arrayContaining(['APP_KEYS', 'JWT_SECRET', 'RESEARCH_SIGNING_KEY']));
  expect(signingKeyFrom(first.RESEARCH_SIGNING_KEY).privateKey.asymmetricKeyType).toBe('ed25519');
  expect(instanceSecrets(dir)).toEqual(first);
  expect(fs.statSync(path.join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
});

test('a secrets.json from before the register gets its key added, and keeps every other secret', () => {
  const dir = fresh();
  const old = { APP_KEYS: 'a,b,c,d', JWT_SECRET: 'kept' };
  fs.writeFileSync(path.join(dir, 'secrets.json'), JSON.stringify(old), { mode: 0o600 });
  const now = instanceSecrets(dir);
  expect(now).toMatchObject(old);
  expect(signingKeyFrom(now.RESEARCH_SIGNING_KEY).publicPem).toMatch(/PUBLIC KEY/);
  expect(instanceSecrets(dir).RESEARCH_SIGNING_KEY).toBe(now.RESEARCH_SIGNING_KEY);
});

test('a secrets.json from before KYC gets a 32-byte KYC_ENCRYPTION_KEY added, kept on later starts', () => {
  const dir = fresh();
  const first = instanceSecrets(dir);
  expect(Buffer.from(first.KYC_ENCRYPTION_KEY, 'base64')).toHaveLength(32);
  const { KYC_ENCRYPTION_KEY: _dropped, ...older } = first;
  fs.writeFileSync(path.join(dir, 'secrets.json'), JSON.stringify(older), { mode: 0o600 });
  const now = instanceSecrets(dir);
  expect(now).toMatchObject(older);
  expect(Buffer.from(now.KYC_ENCRYPTION_KEY, 'base64')).toHaveLength(32);
  expect(instanceSecrets(dir).KYC_ENCRYPTION_KEY).toBe(now.KYC_ENCRYPTION_KEY);
});

test('BACKUP_DIR is DATA_DIR/backups unless set: two instances never share archives, and each /readyz judges its own', () => {
  const a = backupDirOf({}, '/srv/a/data');
  expect(a).toBe('/srv/a/data/backups');
  expect(backupDirOf({}, '/srv/b/data')).toBe('/srv/b/data/backups');
  expect(backupDirOf({ DATA_DIR: '/srv/c' })).toBe('/srv/c/backups');
  expect(backupDirOf({ BACKUP_DIR: '/mnt/archives' }, '/srv/a/data')).toBe('/mnt/archives');
  const { BACKUP_DIR, BACKUP_TIME } = process.env;
  delete process.env.BACKUP_DIR;
  delete process.env.BACKUP_TIME;
  try {
    expect(productConfig({ dataDir: '/srv/a/data' }).backupDir).toBe(a);
    expect(productConfig({ dataDir: '/srv/b/data' }).backupDir).toBe('/srv/b/data/backups');
  } finally {
    Object.assign(process.env, BACKUP_DIR === undefined ? {} : { BACKUP_DIR }, BACKUP_TIME === undefined ? {} : { BACKUP_TIME });
  }
  // Backups a folder of its own directly in DATA_DIR: left out of the archives and of a restore's emptiness.
  expect(backupFolderInData({ dataDir: '/srv/a/data', backupDir: a })).toBe('backups');
  expect(backupFolderInData({ dataDir: '/srv/a/data', backupDir: '/srv/a/data/x/backups' })).toBeNull();
  expect(backupFolderInData({ dataDir: '/srv/a/data', backupDir: '/srv/a/backups' })).toBeNull();
});

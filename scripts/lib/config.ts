import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { SecurityOptions } from 'origin-server';
import { hstsMaxAge, positiveNumber, wholeNumber, paymentsMode, checkoutCsp } from 'cms/config';

export const ROOT = path.resolve(__dirname, '..', '..');

/** The instance's folder (DATA_DIR, default ./.data). */
export const dataDirOf = (env: NodeJS.ProcessEnv = process.env) => path.resolve(env.DATA_DIR ?? path.join(ROOT, '.data'));

/** The folder of the instance's archives when BACKUP_DIR does not name one: inside its DATA_DIR, which a backup leaves out of itself. */
export const DEFAULT_BACKUP_FOLDER = 'backups';

/**
 * Where npm run backup and the daily backup put archives: BACKUP_DIR, else `backups` in the
 * instance's DATA_DIR, so two instances with data of their own never share (nor judge) each
 * other's archives.
 */
export const backupDirOf = (env: NodeJS.ProcessEnv = process.env, dataDir: string = dataDirOf(env)) =>
  path.resolve(env.BACKUP_DIR || path.join(dataDir, DEFAULT_BACKUP_FOLDER));

/** The archives /readyz watches: BACKUP_DIR when set, else the daily backup's folder of this instance unless BACKUP_TIME=off. */
function readinessBackupDir(env: NodeJS.ProcessEnv, dataDir: string): string | null {
  if (env.BACKUP_DIR) return backupDirOf(env, dataDir);
  return (env.BACKUP_TIME ?? '').trim().toLowerCase() === 'off' ? null : backupDirOf(env, dataDir);
}
export const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

export interface ProductConfig {
  dataDir: string;
  port: number;
  cmsPort: number;
  /**
   * Seeded accounts, printed at start. A password left unset by the environment is generated on
   * the instance's first start and kept in secrets.json (see withAccountPasswords).
   */
  cmsAdmin: { email: string; password?: string };
  seedAdmin: { email: string; password?: string };
  /** The panel's daily accounts, so that nobody edits as Super Admin: a Compliance and a Marketer user. */
  cmsCompliance: { email: string; password?: string };
  cmsMarketer: { email: string; password?: string };
  /** Quiet time after a publish before the site rebuilds. */
  rebuildDebounceMs: number;
  /** The site's response headers: HSTS on HTTPS requests, and the extra CSP sources a deployment allows. */
  security: SecurityOptions;
  /** RATE_LIMIT_FACTOR, which the CMS reads too: the origin scales the leads it keeps per visitor by it. */
  rateLimitFactor: number;
  /** The origin's Prometheus metrics port on 127.0.0.1 (METRICS_PORT); null: not served. */
  metricsPort: number | null;
  /** Where backup archives land (BACKUP_DIR): /readyz checks the newest one's age; null: no check. */
  backupDir: string | null;
}

/**
 * The start script's configuration, read from the environment here only (the CMS reads its own
 * in cms/config/); everything else gets it passed in. A malformed number stops the start with
 * a message, as the CMS's configuration does.
 */

export function productConfig(overrides: Partial<ProductConfig> = {}): ProductConfig {
  const env = process.env;
  const port = (name: string, fallback: number) => wholeNumber(name, env[name] || String(fallback), { min: 1, max: 65535 });
  /**
   * What a live Razorpay Checkout needs (derived from its configuration: operators add nothing),
   * then the space-separated additions a deployment allows.
   */
  const checkout = checkoutCsp(paymentsMode({ keyId: env.RAZORPAY_KEY_ID, keySecret: env.RAZORPAY_KEY_SECRET, nodeEnv: env.NODE_ENV }), {
    checkoutScript: env.RAZORPAY_CHECKOUT_URL,
    apiUrl: env.RAZORPAY_API_URL,
  });
  const extra = (name: string) => (env[name] || '').split(/\s+/).filter(Boolean);
  const dataDir = overrides.dataDir !== undefined ? path.resolve(overrides.dataDir) : dataDirOf(env);
  return {
    dataDir,
    port: overrides.port ?? port('PORT', 8000),
    cmsPort: overrides.cmsPort ?? port('CMS_PORT', 1337),
    cmsAdmin: overrides.cmsAdmin ?? { email: env.CMS_ADMIN_EMAIL || 'editor@example.com', password: env.CMS_ADMIN_PASSWORD || undefined },
    seedAdmin: overrides.seedAdmin ?? {
      email: env.SEED_ADMIN_EMAIL || 'admin@example.com',
      password: env.SEED_ADMIN_PASSWORD || undefined,
    },
    cmsCompliance: overrides.cmsCompliance ?? {
      email: env.CMS_COMPLIANCE_EMAIL || 'compliance@example.com',
      password: env.CMS_COMPLIANCE_PASSWORD || undefined,
    },
    cmsMarketer: overrides.cmsMarketer ?? {
      email: env.CMS_MARKETER_EMAIL || 'marketing@example.com',
      password: env.CMS_MARKETER_PASSWORD || undefined,
    },
    rebuildDebounceMs:
      overrides.rebuildDebounceMs ??
      wholeNumber('REBUILD_DEBOUNCE_MS', env.REBUILD_DEBOUNCE_MS || '2000', { min: 0, unit: 'milliseconds' }),
    rateLimitFactor: overrides.rateLimitFactor ?? positiveNumber('RATE_LIMIT_FACTOR', env.RATE_LIMIT_FACTOR ?? '1', '1'),
    metricsPort: overrides.metricsPort !== undefined ? overrides.metricsPort : env.METRICS_PORT ? port('METRICS_PORT', 0) : null,
    backupDir: overrides.backupDir !== undefined ? overrides.backupDir : readinessBackupDir(env, dataDir),
    security: overrides.security ?? {
      hstsMaxAge: hstsMaxAge(env.HSTS_MAX_AGE),
      cspExtra: {
        scriptSrc: [...checkout.scriptSrc, ...extra('CSP_SCRIPT_SRC')],
        connectSrc: [...checkout.connectSrc, ...extra('CSP_CONNECT_SRC')],
        frameSrc: [...checkout.frameSrc, ...extra('CSP_FRAME_SRC')],
        imgSrc: [...checkout.imgSrc, ...extra('CSP_IMG_SRC')],
        formAction: extra('CSP_FORM_ACTION'),
      },
    },
  };
}

const secretsFile = (dataDir: string) => path.join(dataDir, 'secrets.json');

/** Creates a folder only its owner can enter, or tightens an existing one (an older DATA_DIR may be 0755). */
export function ownerOnlyDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
}

/** Writes secrets.json readable by its owner only, in a DATA_DIR only its owner can enter. */
function writeSecrets(dataDir: string, secrets: Record<string, string>): void {
  ownerOnlyDir(dataDir);
  fs.writeFileSync(secretsFile(dataDir), JSON.stringify(secrets, null, 2), { mode: 0o600 });
  fs.chmodSync(secretsFile(dataDir), 0o600);
}

/**
 * A new Ed25519 key in RESEARCH_SIGNING_KEY's form, base64 of its PKCS#8 DER (read by
 * cms/src/api/research-register/signing-key.ts). Made here, not imported from the CMS: this file is
 * part of the origin's and the scripts' type-checks, which do not take the CMS's sources.
 */
export const newResearchSigningKey = (): string =>
  crypto.generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64');

/**
 * Strapi's secrets (app keys, JWT and token salts, encryption key), the site's rebuild-hook
 * secret, the research register's signing key and the KYC records' encryption key: generated once per instance and kept in
 * DATA_DIR, so a fresh clone needs no .env and restarts keep sessions, tokens and the register's
 * key. A secrets.json from before a secret existed gets it added on the next start.
 */
export function instanceSecrets(dataDir: string): Record<string, string> {
  const file = secretsFile(dataDir);
  const r = () => crypto.randomBytes(24).toString('base64');
  const kept: Record<string, string> | null = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
  const secrets = kept ?? {
    APP_KEYS: [r(), r(), r(), r()].join(','),
    API_TOKEN_SALT: r(),
    ADMIN_JWT_SECRET: r(),
    JWT_SECRET: r(),
    TRANSFER_TOKEN_SALT: r(),
    ENCRYPTION_KEY: r(),
    SITE_REBUILD_SECRET: r(),
  };
  const fresh = !kept || !kept.RESEARCH_SIGNING_KEY || !kept.KYC_ENCRYPTION_KEY;
  if (!secrets.RESEARCH_SIGNING_KEY) secrets.RESEARCH_SIGNING_KEY = newResearchSigningKey();
  // AES-256's key for the KYC records' PAN and date of birth (cms/src/lib/field-crypto.ts).
  if (!secrets.KYC_ENCRYPTION_KEY) secrets.KYC_ENCRYPTION_KEY = crypto.randomBytes(32).toString('base64');
  if (fresh) writeSecrets(dataDir, secrets);
  return secrets;
}

/** 144 random bits as 24 characters, with the upper case, lower case and digit password rules ask for. */
export function strongPassword(): string {
  for (;;) {
    const candidate = crypto.randomBytes(18).toString('base64url');
    if (/[A-Z]/.test(candidate) && /[a-z]/.test(candidate) && /\d/.test(candidate)) return candidate;
  }
}

const ACCOUNT_SECRETS = {
  cmsAdmin: 'CMS_ADMIN_PASSWORD',
  seedAdmin: 'SEED_ADMIN_PASSWORD',
  cmsCompliance: 'CMS_COMPLIANCE_PASSWORD',
  cmsMarketer: 'CMS_MARKETER_PASSWORD',
} as const;
export type SeededAccount = keyof typeof ACCOUNT_SECRETS;

/**
 * The seeded accounts' passwords when the environment does not set them: a strong one is
 * generated on the instance's first start (no secrets.json yet) and kept in secrets.json, never
 * a fixed default. An older instance without a kept password keeps the one its accounts have.
 * Answers the config with the passwords filled in and which ones were generated now (npm start
 * shows those, on this start only).
 */
export function withAccountPasswords(cfg: ProductConfig): { cfg: ProductConfig; generated: SeededAccount[]; secretsFile: string } {
  const fresh = !fs.existsSync(secretsFile(cfg.dataDir));
  const secrets = instanceSecrets(cfg.dataDir);
  const generated: SeededAccount[] = [];
  const out: ProductConfig = {
    ...cfg,
    cmsAdmin: { ...cfg.cmsAdmin },
    seedAdmin: { ...cfg.seedAdmin },
    cmsCompliance: { ...cfg.cmsCompliance },
    cmsMarketer: { ...cfg.cmsMarketer },
  };
  for (const [account, key] of Object.entries(ACCOUNT_SECRETS) as [SeededAccount, string][]) {
    if (out[account].password) continue;
    if (!secrets[key] && fresh) {
      secrets[key] = strongPassword();
      generated.push(account);
    }
    out[account].password = secrets[key];
  }
  if (generated.length) writeSecrets(cfg.dataDir, secrets);
  return { cfg: out, generated, secretsFile: secretsFile(cfg.dataDir) };
}

/**
 * How npm start tells the sign-in of a seeded account: a password generated on this start is
 * shown this once; later starts say where it is kept (or that the environment sets it).
 */
export function signInLine(cfg: ProductConfig, account: SeededAccount, generated: SeededAccount[], secretsFile: string): string {
  const { email, password } = cfg[account];
  const envName = ACCOUNT_SECRETS[account];
  if (generated.includes(account)) return `${email} / ${password}   (generated now, shown this once; kept in ${secretsFile})`;
  if (process.env[envName]) return `${email}   (password from ${envName})`;
  if (password) return `${email}   (password kept in ${secretsFile})`;
  return `${email}   (password chosen on this instance's first start)`;
}

/** `npm start`: builds what is missing, starts the product and prints where everything is. */
import { productConfig, signInLine, withAccountPasswords } from './lib/config';
import { ensureBuilt } from './lib/build';
import { cmsEnv, startProduct } from './lib/product';
import { backupSettings } from './lib/backup/settings';
import { parseBackupTime, scheduleDailyBackup } from './lib/backup/daily-backup';
import { PAYMENTS_MODE_LINE, paymentsMode } from 'cms/config';

/** The daily backup (BACKUP_TIME, scripts/lib/backup/daily-backup.ts); a setting it cannot use is said, and the site still starts. */
function startDailyBackup(): { stop: () => void } | null {
  try {
    const time = parseBackupTime(process.env.BACKUP_TIME);
    if (!time) return null;
    return scheduleDailyBackup(backupSettings(), time, (m) => console.log(`[backup] ${m}`));
  } catch (err) {
    console.error(`[backup] no daily backup: ${(err as Error).message}`);
    return null;
  }
}

async function main() {
  ensureBuilt();
  const { cfg, generated, secretsFile } = withAccountPasswords(productConfig());
  const product = await startProduct(cfg, { echo: process.env.QUIET !== '1', rebuildOnStart: true });
  const env = cmsEnv(cfg);
  const payments = paymentsMode({
    keyId: env.RAZORPAY_KEY_ID,
    keySecret: env.RAZORPAY_KEY_SECRET,
    nodeEnv: env.NODE_ENV,
    nodeEnvDefaulted: env.NODE_ENV_DEFAULTED,
  });
  console.log(`
────────────────────────────────────────────────────────────
 Site and API       ${product.siteUrl}   (/api/* → CMS)
 CMS admin panel    ${product.cmsUrl}/admin
   sign in as       ${signInLine(cfg, 'cmsAdmin', generated, secretsFile)}   (Super Admin: settings and accounts)
   compliance       ${signInLine(cfg, 'cmsCompliance', generated, secretsFile)}
   marketing        ${signInLine(cfg, 'cmsMarketer', generated, secretsFile)}
 App administrator  ${signInLine(cfg, 'seedAdmin', generated, secretsFile)}
 Payments           ${PAYMENTS_MODE_LINE[payments]}
 Data               ${cfg.dataDir}
 Publishing in the CMS rebuilds the site; it switches over when the build is done.
────────────────────────────────────────────────────────────`);
  const daily = startDailyBackup();
  const stop = async () => {
    daily?.stop();
    await product.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

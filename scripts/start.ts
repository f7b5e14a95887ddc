/** `npm start`: builds what is missing, starts the product and prints where everything is. */
import { productConfig, signInLine, withAccountPasswords } from './lib/config';
import { ensureBuilt } from './lib/build';
import { startProduct } from './lib/product';

async function main() {
  ensureBuilt();
  const { cfg, generated, secretsFile } = withAccountPasswords(productConfig());
  const product = await startProduct(cfg, { echo: process.env.QUIET !== '1', rebuildOnStart: true });
  console.log(`
────────────────────────────────────────────────────────────
 Site and API       ${product.siteUrl}   (/api/* → CMS)
 CMS admin panel    ${product.cmsUrl}/admin
   sign in as       ${signInLine(cfg, 'cmsAdmin', generated, secretsFile)}
 App administrator  ${signInLine(cfg, 'seedAdmin', generated, secretsFile)}
 Data               ${cfg.dataDir}
 Publishing in the CMS rebuilds the site; it switches over when the build is done.
────────────────────────────────────────────────────────────`);
  const stop = async () => {
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

import fs from 'node:fs';

export default async function globalTeardown() {
  const product = globalThis.__product;
  if (!product) return;
  await product.stop();
  if (!process.env.KEEP_TEST_DATA) fs.rmSync(product.config.dataDir, { recursive: true, force: true });
}

import fs from 'node:fs';
import { removeTemplate } from './cms';

export default async function globalTeardown() {
  if (!process.env.KEEP_TEST_DATA) removeTemplate();
  await globalThis.__checkout?.close();
  await globalThis.__razorpay?.close();
  const product = globalThis.__product;
  if (!product) return;
  await product.stop();
  if (!process.env.KEEP_TEST_DATA) fs.rmSync(product.config.dataDir, { recursive: true, force: true });
}

/** Which checkout an instance offers (cms/config/lib/payments-mode.ts), and what `npm start` passes the CMS for it. */
import { afterAll, describe, expect, test } from '@jest/globals';
import { paymentsMode } from 'cms/config';
import { cmsEnv } from '../lib/product';
import { productConfig } from '../lib/config';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

describe('paymentsMode', () => {
  test('both keys: live, whatever the mode', () => {
    expect(paymentsMode({ keyId: 'rzp_test_x', keySecret: 's', nodeEnv: 'production' })).toBe('live');
    expect(paymentsMode({ keyId: 'rzp_test_x', keySecret: 's', nodeEnv: 'development' })).toBe('live');
  });

  test('one key alone: not configured (never a demo beside a half-configured Razorpay)', () => {
    expect(paymentsMode({ keyId: 'rzp_test_x', nodeEnv: 'development' })).toBe('off');
    expect(paymentsMode({ keySecret: 's', nodeEnv: 'development' })).toBe('off');
  });

  test('no keys: the demo outside production, and with the production npm start only defaulted to', () => {
    expect(paymentsMode({ nodeEnv: 'development' })).toBe('demo');
    expect(paymentsMode({})).toBe('demo');
    expect(paymentsMode({ nodeEnv: 'production', nodeEnvDefaulted: 'true' })).toBe('demo');
  });

  test('no keys in a declared production: not configured', () => {
    expect(paymentsMode({ nodeEnv: 'production' })).toBe('off');
    expect(paymentsMode({ nodeEnv: 'production', nodeEnvDefaulted: 'false' })).toBe('off');
  });
});

describe('npm start hands the CMS its mode', () => {
  const saved = process.env.NODE_ENV;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payments-mode-'));
  afterAll(() => {
    process.env.NODE_ENV = saved;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const env = () => cmsEnv({ ...productConfig(), dataDir });

  test('NODE_ENV not given: production, marked as defaulted', () => {
    delete process.env.NODE_ENV;
    expect(env()).toMatchObject({ NODE_ENV: 'production', NODE_ENV_DEFAULTED: 'true' });
  });

  test('NODE_ENV=production given: a declared production', () => {
    process.env.NODE_ENV = 'production';
    expect(env()).toMatchObject({ NODE_ENV: 'production', NODE_ENV_DEFAULTED: 'false' });
  });
});

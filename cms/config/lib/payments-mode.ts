/**
 * Which checkout an instance offers, decided once for the CMS's configuration (config/payments.ts)
 * and for `npm start`'s banner (scripts/start.ts):
 * - `live`: Razorpay, with both keys;
 * - `demo`: no keys and not production — the clearly labelled demo checkout, so that `npm start` on a
 *   fresh machine can show a whole purchase;
 * - `off`: anything else (no keys in production, or only one of the two keys): payments are not configured.
 *
 * `npm start` runs the CMS in production mode when NODE_ENV is not given, and says so with
 * NODE_ENV_DEFAULTED=true: that defaulted production still offers the demo. A deployment that sets
 * NODE_ENV=production itself never gets the demo: a live
 * site must not take a payment that no money backs.
 */
import { declaredProduction } from './production';

export type PaymentsMode = 'live' | 'demo' | 'off';

export interface PaymentsModeInputs {
  keyId?: string;
  keySecret?: string;
  nodeEnv?: string;
  nodeEnvDefaulted?: string;
}

export function paymentsMode({ keyId, keySecret, nodeEnv, nodeEnvDefaulted }: PaymentsModeInputs): PaymentsMode {
  if (keyId && keySecret) return 'live';
  if (keyId || keySecret) return 'off';
  const production = declaredProduction({ nodeEnv, nodeEnvDefaulted });
  return production ? 'off' : 'demo';
}

/** One line for the start banner. */
export const PAYMENTS_MODE_LINE: Record<PaymentsMode, string> = {
  live: 'Razorpay (live keys)',
  demo: 'DEMO checkout: no Razorpay keys, nothing is charged (NODE_ENV=production refuses it)',
  off: 'not configured: Subscribe says so (set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET)',
};

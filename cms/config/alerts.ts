import type { Core } from '@strapi/strapi';
import { httpUrl } from './lib/checked';

/**
 * The alert webhook (src/api/alert-delivery/alert-webhook.ts): when set, every alert also goes,
 * signed, to the firm's WhatsApp Business or Telegram provider from the alert outbox. A URL
 * without its secret stops the start: an unsigned alert could be forged by anyone who finds the
 * receiver's address.
 */
const config = ({ env }: Core.Config.Shared.ConfigParams) => {
  const webhookUrl = httpUrl('ALERT_WEBHOOK_URL', env('ALERT_WEBHOOK_URL', ''));
  const webhookSecret = env('ALERT_WEBHOOK_SECRET', '');
  if (webhookUrl && !webhookSecret) {
    throw new Error(
      'ALERT_WEBHOOK_SECRET must be set when ALERT_WEBHOOK_URL is: every alert sent there is signed with it (X-Alert-Signature).',
    );
  }
  return { webhook: webhookUrl ? { url: webhookUrl, secret: webhookSecret } : undefined };
};

export default config;

export type AlertsConfig = ReturnType<typeof config>;

import type { Core } from '@strapi/strapi';
import { httpUrl, positiveNumber } from './lib/checked';

/**
 * Where every stored lead goes besides its CMS collection (src/api/lead-outbox): the firm's
 * notification mail always; a webhook and the email-marketing provider when they are configured.
 * A half-configured destination stops the start: a lead must not be silently left unforwarded.
 */
const config = ({ env }: Core.Config.Shared.ConfigParams) => {
  const webhookUrl = httpUrl('LEAD_WEBHOOK_URL', env('LEAD_WEBHOOK_URL', ''));
  const webhookSecret = env('LEAD_WEBHOOK_SECRET', '');
  if (webhookUrl && !webhookSecret) {
    throw new Error('LEAD_WEBHOOK_SECRET must be set when LEAD_WEBHOOK_URL is: every forwarded lead is signed with it (X-Lead-Signature).');
  }

  const marketing = {
    apiUrl: httpUrl('EMAIL_MARKETING_API_URL', env('EMAIL_MARKETING_API_URL', '')),
    formId: env('EMAIL_MARKETING_FORM_ID', '').trim(),
    apiKey: env('EMAIL_MARKETING_API_KEY', '').trim(),
  };
  const marketingSet = [marketing.apiUrl, marketing.formId, marketing.apiKey].filter(Boolean).length;
  if (marketingSet > 0 && marketingSet < 3) {
    throw new Error('EMAIL_MARKETING_API_URL, EMAIL_MARKETING_FORM_ID and EMAIL_MARKETING_API_KEY must be set together (or none of them).');
  }
  if (marketing.formId && !/^[A-Za-z0-9_-]+$/.test(marketing.formId)) {
    throw new Error(`EMAIL_MARKETING_FORM_ID must be letters, digits, - or _ (got "${marketing.formId}").`);
  }

  const retryBaseMs = positiveNumber('LEAD_RETRY_BASE_MS', env('LEAD_RETRY_BASE_MS', '1000'), '1000');
  const retryMaxMs = positiveNumber('LEAD_RETRY_MAX_MS', env('LEAD_RETRY_MAX_MS', '600000'), '600000');
  if (retryMaxMs < retryBaseMs) throw new Error(`LEAD_RETRY_MAX_MS (${retryMaxMs}) must not be below LEAD_RETRY_BASE_MS (${retryBaseMs}).`);

  return {
    webhook: webhookUrl ? { url: webhookUrl, secret: webhookSecret } : undefined,
    emailMarketing: marketing.apiUrl ? { apiUrl: marketing.apiUrl, formId: marketing.formId, apiKey: marketing.apiKey } : undefined,
    /** Exponential backoff between delivery attempts, with jitter: from the base up to the cap. */
    retry: { baseMs: retryBaseMs, maxMs: retryMaxMs },
  };
};

export default config;

export type LeadsConfig = ReturnType<typeof config>;

/**
 * Says at start what the mail configuration leaves out: in declared production with a site
 * origin that is not https, alerts go without List-Unsubscribe (config/lib/list-unsubscribe.ts).
 * A warning, not a refusal: alerts still reach subscribers, with the unsubscribe link in their
 * footer, while the operator fixes SITE_ORIGIN.
 */
import type { Core } from '@strapi/strapi';

/** The log line's prefix (tests/api/alert-mail-render.spec.ts finds the line by it). */
export const MAIL_SETTINGS_LOG = '[mail]';

export function warnAboutMailSettings(strapi: Core.Strapi): void {
  const problem = strapi.config.get('mail.listUnsubscribeProblem') as string | null;
  if (problem) strapi.log.warn(`${MAIL_SETTINGS_LOG} ${problem}`);
}

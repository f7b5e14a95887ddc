import type { Core } from '@strapi/strapi';
import { listUnsubscribeProblem } from './lib/list-unsubscribe';
import { siteOrigin } from './site';

/** Outgoing mail (src/lib/mailer.ts). */
const config = ({ env }: Core.Config.Shared.ConfigParams) => ({
  /** The relay (smtp://user:pass@host:port); without one every message is written to $DATA_DIR/outbox/. */
  smtpUrl: env('SMTP_URL', '') || undefined,
  /** The sender when Site settings has no support email. */
  from: env('MAIL_FROM', 'support@example.com'),
  /** The HMAC-SHA256 key of X-Mail-Signature on POST /api/Mail/events (bounces, complaints); unset: that call is refused. */
  eventsSecret: env('MAIL_EVENTS_SECRET', '') || undefined,
  /**
   * Alerts a second, per CMS instance (nodemailer's pool rateLimit): with two instances the relay
   * may see twice this. Set it to the relay's allowance divided by the number of instances.
   */
  ratePerSecond: Math.max(1, env.int('MAIL_RATE_PER_SECOND', 50)),
  /** Why alerts go without List-Unsubscribe (declared production, a site origin not https), said at start; null: sent. */
  listUnsubscribeProblem: listUnsubscribeProblem({
    siteOrigin: siteOrigin(env),
    nodeEnv: env('NODE_ENV', 'development'),
    nodeEnvDefaulted: env('NODE_ENV_DEFAULTED', ''),
  }),
});

export default config;

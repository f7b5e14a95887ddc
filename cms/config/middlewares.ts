import type { Core } from '@strapi/strapi';
import { hstsMaxAge, wholeNumber } from './lib/checked';
import { siteOrigin } from './site';
import { PANEL_UPLOAD_MAX_BYTES } from 'contracts';

/**
 * Browser origins allowed to call the CMS with credentials: CORS_ORIGINS (comma-separated),
 * else the site's origin (config/site.ts). Never '*': a foreign page
 * must not read /api or /admin answers with the visitor's cookies or tokens.
 */
function corsOrigins(env: Core.Config.Shared.ConfigParams['env']): string[] {
  const origins = env.array('CORS_ORIGINS', [siteOrigin(env)]) as string[];
  return origins.map((o) => o.trim().replace(/\/$/, '')).filter((o) => o && o !== '*');
}

// No strapi::poweredBy: X-Powered-By only tells an attacker what to aim at.
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  // Outermost: the request id, the request's log line and metrics see every answer as it leaves
  // (strapi::errors' shaped errors included, which get the id in their details).
  'global::request-id',
  // First: the client's address and scheme, from trusted proxies only (TRUSTED_PROXIES), before anything reads them.
  'global::client-address',
  'strapi::logger',
  // PostgreSQL: a call's cache drops and token revocations reach every instance before its answer.
  'global::shared-state',
  'strapi::errors',
  // Its HSTS (every answer, a fixed year, whatever the scheme) gives way to the pages' rule: global::hsts.
  { name: 'strapi::security', config: { hsts: false } },
  { name: 'global::hsts', config: { maxAge: hstsMaxAge(env('HSTS_MAX_AGE')) } },
  // Only for requests with an Origin (src/lib/cors-with-origin.ts): no empty Access-Control-Allow-Origin.
  { name: 'strapi::cors', config: { origin: corsOrigins(env) } },
  'strapi::query',
  // Multipart only where the panel takes files, refused before a byte is parsed (see the file).
  'global::multipart-guard',
  'global::body-errors',
  // Sane body limits: anything larger is answered 413, never parsed.
  {
    name: 'strapi::body',
    config: {
      jsonLimit: '64kb',
      formLimit: '64kb',
      textLimit: '64kb',
      // The raw body as well (ctx.request.body[Symbol.for('unparsedBody')]): Razorpay signs its webhooks' exact bytes.
      includeUnparsed: true,
      formidable: {
        maxFileSize: wholeNumber('UPLOAD_MAX_BYTES', env('UPLOAD_MAX_BYTES', String(PANEL_UPLOAD_MAX_BYTES)), { min: 1, unit: 'bytes' }),
        maxFields: 100,
        maxFieldsSize: 64 * 1024,
      },
    },
  },
  'global::multipart-files',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;

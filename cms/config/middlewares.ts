import type { Core } from '@strapi/strapi';

const config: Core.Config.Middlewares = [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  'global::body-errors',
  // Sane body limits: anything larger is answered 413, never parsed.
  { name: 'strapi::body', config: { jsonLimit: '64kb', formLimit: '64kb', textLimit: '64kb' } },
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;

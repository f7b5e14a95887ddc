import type { Core } from '@strapi/strapi';

/** Bytes one upload may have in the CMS panel (formidable's default would be 200 MB). */
const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
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
      formidable: { maxFileSize: env.int('UPLOAD_MAX_BYTES', UPLOAD_MAX_BYTES), maxFields: 100, maxFieldsSize: 64 * 1024 },
    },
  },
  'global::multipart-files',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;

import type { Core } from '@strapi/strapi';

const config = (_: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  upload: {
    config: {
      security: {
        allowedTypes: ['image/*', 'application/pdf', 'text/plain', 'text/csv'],
        deniedTypes: ['image/svg+xml', 'application/x-msdownload', 'application/x-sh'],
      },
    },
  },
});

export default config;

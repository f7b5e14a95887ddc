import { factories } from '@strapi/strapi';

// Read only: entries are prepared from the tickets and edited in the panel.
export default factories.createCoreRouter('api::complaint-data.complaint-data', { only: ['find', 'findOne'] });

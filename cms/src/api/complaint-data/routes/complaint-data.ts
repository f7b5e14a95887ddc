import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::complaint-data.complaint-data');

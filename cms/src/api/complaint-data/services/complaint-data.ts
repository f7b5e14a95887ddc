import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::complaint-data.complaint-data');

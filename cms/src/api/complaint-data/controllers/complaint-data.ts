import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::complaint-data.complaint-data');

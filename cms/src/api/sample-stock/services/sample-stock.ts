import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::sample-stock.sample-stock');

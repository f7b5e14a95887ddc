import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::sample-stock.sample-stock');

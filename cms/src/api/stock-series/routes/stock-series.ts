import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::stock-series.stock-series');

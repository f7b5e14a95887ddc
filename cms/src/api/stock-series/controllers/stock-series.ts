import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::stock-series.stock-series');

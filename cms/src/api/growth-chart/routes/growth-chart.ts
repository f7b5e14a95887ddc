import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::growth-chart.growth-chart');

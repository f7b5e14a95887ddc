import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::growth-chart.growth-chart');

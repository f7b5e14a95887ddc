import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::growth-chart.growth-chart');

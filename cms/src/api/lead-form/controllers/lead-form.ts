import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::lead-form.lead-form');

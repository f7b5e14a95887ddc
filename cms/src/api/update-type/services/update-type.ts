import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::update-type.update-type');

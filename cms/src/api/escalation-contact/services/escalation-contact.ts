import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::escalation-contact.escalation-contact');

import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::escalation-contact.escalation-contact');

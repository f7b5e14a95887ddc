import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::escalation-contact.escalation-contact');

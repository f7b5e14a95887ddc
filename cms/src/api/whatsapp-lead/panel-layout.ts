/** The Returns/WhatsApp lead list in the CMS panel: time, name, number, page and campaign. */
import type { Core } from '@strapi/strapi';
import { ensureListLayout } from '../../lib/panel-layout';

export const WHATSAPP_LEAD_LIST_COLUMNS = ['submittedAt', 'name', 'phone', 'page', 'utm_campaign'];

export const ensureWhatsappLeadListLayout = (strapi: Core.Strapi) =>
  ensureListLayout(strapi, 'api::whatsapp-lead.whatsapp-lead', WHATSAPP_LEAD_LIST_COLUMNS);

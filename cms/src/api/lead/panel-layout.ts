/** The Lead list in the CMS panel (Content Manager → Lead): time, who, which kind and where it came from. */
import type { Core } from '@strapi/strapi';
import { ensureListLayout } from '../../lib/panel-layout';

export const LEAD_LIST_COLUMNS = ['submittedAt', 'name', 'email', 'source', 'level', 'page', 'utm_source', 'utm_campaign'];

export const ensureLeadListLayout = (strapi: Core.Strapi) => ensureListLayout(strapi, 'api::lead.lead', LEAD_LIST_COLUMNS);

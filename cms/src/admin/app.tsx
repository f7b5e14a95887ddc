/**
 * The CMS panel's own additions (Strapi's admin extension point, bundled by `strapi build`):
 * the lead tools in each lead collection's list view (Export CSV, Erase a person…).
 */
import type { StrapiApp } from '@strapi/strapi/admin';
import { LeadActions } from './lead-tools/LeadActions';

export default {
  config: { locales: [] },
  bootstrap(app: StrapiApp) {
    app.getPlugin('content-manager').injectComponent('listView', 'actions', { name: 'lead-tools', Component: LeadActions });
  },
};

/**
 * The CMS panel's own additions (Strapi's admin extension point, bundled by `strapi build`):
 * the lead tools in each lead collection's list view (Export CSV, Erase a person…), and the
 * research register's Verify and Download CSV; Strapi's guided tour off (guided-tour.ts).
 */
import type { StrapiApp } from '@strapi/strapi/admin';
import { LeadActions } from './lead-tools/LeadActions';
import { RegisterActions } from './research-register/RegisterActions';
import { turnOffGuidedTour } from './guided-tour';

export default {
  config: { locales: [] },
  register() {
    turnOffGuidedTour();
  },
  bootstrap(app: StrapiApp) {
    app.getPlugin('content-manager').injectComponent('listView', 'actions', { name: 'lead-tools', Component: LeadActions });
    app.getPlugin('content-manager').injectComponent('listView', 'actions', { name: 'research-register', Component: RegisterActions });
  },
};

/**
 * The CMS panel's own additions (Strapi's admin extension point, bundled by `strapi build`):
 * the lead tools in each lead collection's list view (Export CSV, Erase a person…), and the
 * research register's Verify and Download CSV; the Leads page (every lead form's entries in one
 * list, leads/LeadsPage.tsx); the home page's "Your work", the content types by area
 * (areas/AreasWidget.tsx); Strapi's guided tour off (guided-tour.ts).
 */
import type { StrapiApp } from '@strapi/strapi/admin';
import { Layout, Mail } from '@strapi/icons';
import { LeadActions } from './lead-tools/LeadActions';
import { RegisterActions } from './research-register/RegisterActions';
import { turnOffGuidedTour } from './guided-tour';
import { LEAD_TYPES } from '../lib/lead-types';

export default {
  config: { locales: [] },
  register(app: StrapiApp) {
    turnOffGuidedTour();
    app.addMenuLink({
      to: 'leads',
      icon: Mail,
      intlLabel: { id: 'leads.menu', defaultMessage: 'Leads' },
      Component: () => import('./leads/LeadsPage'),
      // Shown to whoever may read a lead collection; the page shows the ones each may read.
      permissions: LEAD_TYPES.map((subject) => ({ action: 'plugin::content-manager.explorer.read', subject })),
    });
    // First on the home page, before Strapi's own (last edited entries and the like).
    app.widgets.register((strapis) => [
      {
        id: 'your-work',
        icon: Layout,
        title: { id: 'your-work.title', defaultMessage: 'Your work' },
        component: async () => (await import('./areas/AreasWidget')).AreasWidget,
      },
      ...strapis,
    ]);
  },
  bootstrap(app: StrapiApp) {
    app.getPlugin('content-manager').injectComponent('listView', 'actions', { name: 'lead-tools', Component: LeadActions });
    app.getPlugin('content-manager').injectComponent('listView', 'actions', { name: 'research-register', Component: RegisterActions });
  },
};

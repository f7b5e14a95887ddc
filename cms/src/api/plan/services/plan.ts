/** Plans, as editors set them in the CMS. */
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';

const PLAN = 'api::plan.plan';

const planService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The purchasable plans (the pricing page's), shortest first. */
  async forPurchase() {
    const rows = await strapi.documents(PLAN).findMany({
      status: 'published',
      filters: { audience: 'pricing' },
      sort: ['months:asc'],
      fields: ['name', 'months', 'price', 'stocks'],
    });
    return rows.map((p) => ({ id: p.documentId, name: p.name, months: p.months, price: p.price, stocks: p.stocks }));
  },
});

export default factories.createCoreService(PLAN, planService);

export const plans = (strapi: Core.Strapi) => strapi.service(PLAN) as unknown as ReturnType<typeof planService>;

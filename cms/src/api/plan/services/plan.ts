/** Plans, as editors set them in the CMS. */
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { instalmentPaise } from 'contracts';
import { serviceOf } from '../../../lib/services';

const PLAN = 'api::plan.plan';

const planService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The purchasable plans (the pricing page's), shortest first, with what a checkout charges now (paise). */
  async forPurchase() {
    const rows = await strapi.documents(PLAN).findMany({
      status: 'published',
      filters: { audience: 'pricing' },
      sort: ['months:asc'],
      fields: ['name', 'months', 'price', 'stocks', 'instalmentAmount'],
    });
    return rows.map((p) => ({
      id: p.documentId,
      name: p.name,
      months: p.months,
      price: p.price,
      stocks: p.stocks,
      instalment: instalmentPaise(p as unknown as Parameters<typeof instalmentPaise>[0]),
    }));
  },
});

export default factories.createCoreService(PLAN, planService);

export const plans = (strapi: Core.Strapi) => serviceOf<ReturnType<typeof planService>>(strapi, PLAN);

/** Plans, as editors set them in the CMS. */
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { instalmentPaise } from 'contracts';
import { serviceOf } from '../../../lib/services';
import type { Entry } from '../../../lib/entries';

const PLAN = 'api::plan.plan' as const;

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
      // Published, so it has the fields the schema requires.
      instalment: instalmentPaise(p as Entry<typeof PLAN, 'price' | 'months' | 'instalmentAmount'>),
    }));
  },
});

export default factories.createCoreService(PLAN, planService);

export const plans = (strapi: Core.Strapi) => serviceOf<ReturnType<typeof planService>>(strapi, PLAN);

/** The analysts' declared trades (compliance staff record them in the panel) and the blackout check publishing runs. */
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { httpError } from '../../../lib/http';
import { todayInFirm } from '../../../lib/dates';
import { serviceOf } from '../../../lib/services';
import { blackoutConflict, blackoutMessage, blackoutWindow, type DeclaredTrade } from '../blackout';

const TRADE = 'api::personal-trade.personal-trade';

const personalTradeService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * A 409 naming the declared trade when research disclosing a financial interest in the stock
   * `stockCode` may not be published today; nothing otherwise (nor without a financial interest).
   */
  async refuseDuringBlackout(stockCode: string, financialInterest: boolean | null | undefined, day: string = todayInFirm()): Promise<void> {
    if (!financialInterest) return;
    const { from, to } = blackoutWindow(day);
    const trades: DeclaredTrade[] = await strapi.db
      .query(TRADE)
      .findMany({ where: { tradeDate: { $gte: from, $lte: to } }, select: ['analyst', 'stockCode', 'tradeDate'] });
    const conflict = blackoutConflict(trades, stockCode, day);
    if (conflict) throw httpError(409, 'ConflictError', blackoutMessage(conflict));
  },
});

export default factories.createCoreService(TRADE, personalTradeService);

export const personalTrades = (strapi: Core.Strapi) => serviceOf<ReturnType<typeof personalTradeService>>(strapi, TRADE);

import { PRICE_DAYS_PATH } from 'contracts';
import { administrators } from '../../access-token/route-auth';

const C = 'api::price.price';

export default {
  routes: [
    // Multipart (global::multipart-guard lets them through, from an administrator, up to PRICE_FILE_MAX_BYTES).
    { method: 'POST', path: '/Prices/bhavcopy', handler: `${C}.bhavcopy`, config: administrators() },
    { method: 'POST', path: '/Prices/index', handler: `${C}.index`, config: administrators() },
    { method: 'POST', path: '/Prices/corporate-actions', handler: `${C}.corporateActions`, config: administrators() },
    { method: 'GET', path: PRICE_DAYS_PATH, handler: `${C}.days`, config: administrators() },
  ],
};

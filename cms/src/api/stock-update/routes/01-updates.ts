import { administrators } from '../../access-token/route-auth';

const C = 'api::stock-update.stock-update';

export default {
  routes: [
    { method: 'GET', path: '/Updates/getupdatetype', handler: `${C}.getupdatetype`, config: administrators() },
    { method: 'GET', path: '/Updates', handler: `${C}.find`, config: administrators() },
    { method: 'POST', path: '/Updates', handler: `${C}.create`, config: administrators() },
    { method: 'POST', path: '/Updates/:id/amendments', handler: `${C}.amend`, config: administrators() },
  ],
};

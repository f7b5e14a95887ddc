/** The description of /api and its viewer: public, as the calls they describe are discoverable from the app anyway. */
import { anonymous } from '../../access-token/route-auth';

const C = 'api::api-docs.api-docs';

export default {
  routes: [
    { method: 'GET', path: '/openapi.json', handler: `${C}.document`, config: anonymous() },
    { method: 'GET', path: '/docs', handler: `${C}.page`, config: anonymous() },
    { method: 'GET', path: '/docs/:file', handler: `${C}.file`, config: anonymous() },
  ],
};

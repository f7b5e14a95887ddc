import { PERFORMANCE_EXPORT_PATH, PERFORMANCE_OVERVIEW_PATH } from 'contracts';
import { administrators } from '../../access-token/route-auth';

const C = 'api::call-performance.call-performance';

export default {
  routes: [
    { method: 'GET', path: PERFORMANCE_OVERVIEW_PATH, handler: `${C}.overview`, config: administrators() },
    { method: 'GET', path: PERFORMANCE_EXPORT_PATH, handler: `${C}.export`, config: administrators() },
  ],
};

/**
 * The readiness of this instance, for the origin's /readyz and for a load balancer's checks:
 * anonymous, as they call without credentials; it tells counts and ages, nothing about anyone.
 */
import { anonymous } from '../../access-token/route-auth';

export default {
  routes: [{ method: 'GET', path: '/health/ready', handler: 'api::health.health.ready', config: anonymous() }],
};

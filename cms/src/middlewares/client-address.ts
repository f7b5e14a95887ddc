/** The client's address and scheme, believed from trusted proxies only (lib/client-address.ts). */
import type { Core } from '@strapi/strapi';
import { clientAddress, proxyTrust } from '../lib/client-address';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  clientAddress(proxyTrust(strapi.config.get('proxies.trusted') as string[], strapi.config.get('proxies.hops') as number));

/**
 * Orders are the record of money taken and refunded: only the payment code writes them. The CMS
 * panel shows them to editors but cannot create, edit, clone or delete one (lib/read-only.ts).
 */
import type { Core } from '@strapi/strapi';
import { keepReadOnly } from '../../lib/read-only';

export function keepOrdersReadOnly(strapi: Core.Strapi): void {
  keepReadOnly(strapi, 'api::order.order', 'Orders are read-only: they are recorded by payments and refunds, not edited by hand.');
}

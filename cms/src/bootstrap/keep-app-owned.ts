/** Applies bootstrap/app-owned.ts at every start: one document-service rule per app-owned type (lib/read-only.ts). */
import type { Core, UID } from '@strapi/strapi';
import { keepReadOnly } from '../lib/read-only';
import { APP_OWNED, type Owned } from './app-owned';

export function keepAppOwned(strapi: Core.Strapi): void {
  for (const [uid, owned] of Object.entries(APP_OWNED) as Array<[UID.ContentType, Owned]>)
    keepReadOnly(strapi, uid, owned.reason, owned.allow);
}

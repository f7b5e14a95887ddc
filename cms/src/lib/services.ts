/**
 * A service looked up in Strapi's registry, typed as what its factory makes. Strapi types every
 * service as Core.Service (`{ [key]: any }`): its generated types cover content types and
 * components, not services, so a lookup cannot know a service's methods. This is the one place
 * that says which type a uid's service has; callers name it (`ReturnType<typeof factory>`, or the
 * part of a Strapi service they use) instead of casting.
 */
import type { Core, UID } from '@strapi/strapi';

export function serviceOf<T extends object>(strapi: Core.Strapi, uid: UID.Service): T {
  // Unavoidable: the registry's type is the generic Core.Service (see above).
  return strapi.service(uid) as T;
}

/** A plugin's service, likewise typed by its caller (Strapi's plugin registry is as generic). */
export function pluginServiceOf<T extends object>(strapi: Core.Strapi, plugin: string, name: string): T {
  return strapi.plugin(plugin).service(name) as T;
}

/** The shared contract of the three apps (cms, site, app-routes): each fact written once. */
export * from './roles';
export * from './safe-url';
export * from './site-content';

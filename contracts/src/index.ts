/** The shared contract of the three apps (cms, site, app-routes): each fact written once. */
export * from './api';
export * from './fields';
export * from './forms';
export * from './leads';
export * from './phone';
export * from './roles';
export * from './routes';
export * from './safe-url';
export * from './session';
export * from './site-content';
export * from './payments';
export * from './checkout-schema';
export * from './refunds';
export * from './tracking';
export * from './grievances';
export * from './ad-code';
export * from './regulatory';

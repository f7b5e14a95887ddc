import type { Core } from '@strapi/strapi';
import { httpUrl, wholeNumber } from './lib/checked';

/**
 * The scheduled bhavcopy fetch (src/api/price/scheduled-fetch.ts), off unless BHAVCOPY_URL_TEMPLATE
 * is set: once a trading day (Monday to Friday, India time) after BHAVCOPY_AFTER_HOUR, the file of
 * that day is fetched from the template with {yyyyMMdd} (or {ddMMyyyy}, {DDMMMYYYY}) replaced, and
 * imported by one instance. Each instance looks every BHAVCOPY_POLL_SECONDS; a failed fetch is
 * retried on later looks, the wait doubling up to eight times that.
 */
const config = ({ env }: Core.Config.Shared.ConfigParams) => {
  const template = httpUrl('BHAVCOPY_URL_TEMPLATE', env('BHAVCOPY_URL_TEMPLATE', ''));
  if (template && !/\{(yyyyMMdd|ddMMyyyy|DDMMMYYYY)\}/.test(template)) {
    throw new Error('BHAVCOPY_URL_TEMPLATE must name the day as {yyyyMMdd}, {ddMMyyyy} or {DDMMMYYYY}.');
  }
  return {
    urlTemplate: template,
    afterHour: wholeNumber('BHAVCOPY_AFTER_HOUR', env('BHAVCOPY_AFTER_HOUR', '19'), { min: 0, max: 23, unit: 'hours' }),
    pollSeconds: wholeNumber('BHAVCOPY_POLL_SECONDS', env('BHAVCOPY_POLL_SECONDS', '900'), { min: 1, unit: 'seconds' }),
  };
};

export default config;

export type PricesConfig = ReturnType<typeof config>;

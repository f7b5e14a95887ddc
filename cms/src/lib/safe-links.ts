/**
 * Links typed by editors and administrators may be stored only when the shared rule
 * (contracts' `urlProblem`: https/http/mailto/tel, site paths, #anchors) accepts them.
 *
 * The check is a database lifecycle, not a controller rule, because every way of saving goes
 * through the database: the CMS panel (content-manager → document service), the REST API, our own
 * custom routes (which call `strapi.db.query` directly) and components nested in dynamic zones
 * (the document service creates and updates each component with `strapi.db.query(<component>)`).
 * A thrown ValidationError aborts the surrounding transaction and is answered 400 with its message.
 */
import type { Event } from '@strapi/database';
import type { Core } from '@strapi/strapi';
import { urlProblem } from 'contracts';
import { errors } from './http';
import { PORTAL_FIELDS } from '../api/site-setting/validation';

/**
 * Every URL field of the content model, by content-type or component uid, with the label used
 * in the refusal message. The one list: `tests/api/editor-links.spec.ts` fails when a schema
 * gains a link-like field that is not here.
 */
export const URL_FIELDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'api::plan.plan': { paymentLink: 'Payment link' },
  'api::site-setting.site-setting': {
    siteUrl: 'Site URL',
    sampleReportUrl: 'Sample report link',
    scoresUrl: PORTAL_FIELDS.scoresUrl.label,
    smartOdrUrl: PORTAL_FIELDS.smartOdrUrl.label,
  },
  'shared.social-link': { url: 'Social link URL' },
  'api::stock.stock': { reportLink: 'Report link' },
  'api::stock-update.stock-update': { report_link: 'Report link' },
  'sections.hero': { ctaLink: 'Hero button link' },
  'sections.call-to-action': { buttonLink: 'Call-to-action button link' },
  'shared.sticky-cta': { target: 'Sticky call-to-action target' },
  'shared.nav-link': { href: 'Navigation link' },
  'api::lead-form.lead-form': { consentPageHref: 'Consent page link' },
};

/** Throws a 400 naming the first URL field of `data` that the rule refuses. */
export function assertSafeLinks(uid: string, data: unknown): void {
  const fields = URL_FIELDS[uid];
  if (!fields || !data || typeof data !== 'object') return;
  for (const [field, label] of Object.entries(fields)) {
    const problem = urlProblem((data as Record<string, unknown>)[field], label);
    if (problem) throw new errors.ValidationError(problem, { errors: [{ path: [field], message: problem, name: 'ValidationError' }] });
  }
}

/** Validates the URL fields of every create and update, single or bulk, of the models above. */
export function refuseUnsafeLinks(strapi: Core.Strapi): void {
  const check = (event: Event) => {
    const data = event.params?.data;
    for (const row of Array.isArray(data) ? data : [data]) assertSafeLinks(event.model.uid, row);
  };
  strapi.db.lifecycles.subscribe({
    models: Object.keys(URL_FIELDS),
    beforeCreate: check,
    beforeUpdate: check,
    beforeCreateMany: check,
    beforeUpdateMany: check,
  });
}

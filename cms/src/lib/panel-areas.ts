/**
 * The panel's content types by who works on them, in plain words: the home page's "Your work"
 * panel (src/admin/areas/AreasWidget.tsx) lists each area with the types the signed-in account may
 * read. Every content type of src/api is in exactly one area (its test reads the schemas), so a new
 * type must be placed here. Pure data: the panel's bundle imports it.
 */
export interface PanelArea {
  name: string;
  /** What the area is for, as its users would say it. */
  about: string;
  types: string[];
}

export const PANEL_AREAS: PanelArea[] = [
  {
    name: 'Marketing',
    about: 'What visitors see and the leads they leave.',
    types: [
      'api::page.page',
      'api::plan.plan',
      'api::feature.feature',
      'api::faq.faq',
      'api::testimonial.testimonial',
      'api::navigation.navigation',
      'api::site-setting.site-setting',
      'api::lead-form.lead-form',
      'api::sample-stock.sample-stock',
      'api::stock-series.stock-series',
      'api::growth-chart.growth-chart',
      'api::lead.lead',
      'api::whatsapp-lead.whatsapp-lead',
      'api::newsletter-subscriber.newsletter-subscriber',
      'api::questionnaire-answer.questionnaire-answer',
    ],
  },
  {
    name: 'Compliance',
    about: 'Complaints, disclosures, KYC and the records a regulator audits.',
    types: [
      'api::complaint-data.complaint-data',
      'api::grievance.grievance',
      'api::escalation-contact.escalation-contact',
      'api::compliance-setting.compliance-setting',
      'api::personal-trade.personal-trade',
      'api::kyc.kyc-record',
      'api::research-register.research-register',
      'api::audit-entry.audit-entry',
      'api::mail-preference.mail-suppression',
      'api::alert-delivery.alert-delivery',
    ],
  },
  {
    name: 'Research',
    about: 'Calls, their updates and reports, prices and the track record (written by the app).',
    types: [
      'api::stock.stock',
      'api::stock-update.stock-update',
      'api::amendment.amendment',
      'api::update-type.update-type',
      'api::report.report',
      'api::report-download.report-download',
      'api::call-performance.call-performance',
      'api::price-close.price-close',
      'api::index-close.index-close',
      'api::security.security',
      'api::corporate-action.corporate-action',
      'api::exchange.exchange',
    ],
  },
  {
    name: 'Operations',
    about: 'Payments, subscriptions and what the app sends and keeps.',
    types: [
      'api::order.order',
      'api::subscription.subscription',
      'api::order.cancellation-request',
      'api::order.razorpay-event',
      'api::reminder.reminder',
      'api::lead-outbox.lead-outbox',
      'api::access-token.access-token',
    ],
  },
];

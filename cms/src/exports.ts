/**
 * What the suites in tests/ take from the CMS (package entry `cms`): the rules they compute their
 * expectations with, so a test and the CMS cannot disagree on them. The firm's calendar, the
 * instalment periods and renewal window, the complaint data's month, the lead lists' columns and
 * export batch, the webhooks' signature, the anonymous routes, the editor links' fields,
 * the once-per-tick lock of the scheduled jobs, the reports' signed download links, and the research
 * register's key and chain check (npm run register:verify and the tests verify the register with
 * them), the alerts' unsubscribe links and recipients query, the price data's adjustment factor and series kept,
 * the day whose close a call enters at, and the KYC key's id and sealing (a backup notes which keys its KYC
 * records need, and the restore checks it will have them), and who may do what in the CMS panel
 * (the app-owned types and the roles' matrix). Strapi does not load this file.
 */
export { addCalendarMonths, firmDayStart, todayInFirm } from './lib/dates';
export { instalmentPeriod } from './api/subscription/entitlement';
export { addDays, RENEWAL_WINDOW_DAYS } from './api/subscription/instalments';
export { previousMonth } from './api/complaint-data/entry';
export { LEAD_LIST_COLUMNS } from './api/lead/collection';
export { NEWSLETTER_LIST_COLUMNS, NEWSLETTER_SUBSCRIBER } from './api/newsletter-subscriber/collection';
export { QUESTIONNAIRE_ANSWER, QUESTIONNAIRE_LIST_COLUMNS } from './api/questionnaire-answer/collection';
export { WHATSAPP_LEAD_LIST_COLUMNS } from './api/whatsapp-lead/collection';
export { LEAD_COLLECTIONS } from './lib/lead-collections';
export { EXPORT_BATCH } from './lib/lead-export';
export { LEAD_INBOX_PATH, LEAD_INBOX_PAGE_SIZE } from './lib/lead-inbox-answers';
export { webhookSignature, signatureMatches } from './lib/webhook-signature';
export { ANONYMOUS_API_ROUTES } from './api/access-token/anonymous-routes';
export { URL_FIELDS } from './lib/safe-links';
export { runScheduledOnce, type LockDb } from './lib/db-lock';
export { publicKeyFrom, signingKeyFrom } from './api/research-register/signing-key';
export { entryFromRow, verifyChain, type RegisterEntry, type ChainVerdict } from './api/research-register/chain';
export { linkExpiry, signedReportPath } from './api/report/link-signature';
export { unsubscribePath } from './api/mail-preference/unsubscribe-link';
export { wantedUserIds, type WantedTables } from './api/mail-preference/wanted';
export { adjustmentFactor, type CorporateAction } from './api/price/adjustment';
export { NSE_SERIES_KEPT } from './api/price/series';
export { firstUsableDay } from './api/performance/trading-day';
export { fieldCrypto, fieldKey } from './lib/field-crypto';
export { APP_OWNED, APP_OWNED_ELSEWHERE, REPORT_IN_USE, RESEARCH_READ_ONLY } from './bootstrap/app-owned';
export { panelAccess, PANEL_ACTIONS, PANEL_ROLES, type PanelAction, type PanelRole, type PanelType } from './bootstrap/panel-matrix';
export { REGULATORY_PAGE_SLUGS } from './bootstrap/cms-role-specs';

/**
 * The pages a subscriber meets from an alert's unsubscribe link, in the same plain layout as a
 * grievance's confirmation pages (no script, no outside resource, every value escaped). Opening
 * the link changes nothing: a mail scanner that follows every link must not unsubscribe anyone,
 * so the page has a button that POSTs to the same link, as a mail client's one-click does.
 */
import { ALERT_KIND_LABELS, BRAND_NAVY, UNSUBSCRIBE_MESSAGES, type AlertKind } from 'contracts';
import { esc } from '../../lib/mailer';
import { confirmationPage } from '../grievance/confirmation-page';

/** The link's page: what it turns off, and the button. `action` is the link's own path and query. */
export function unsubscribeButtonPage(kind: AlertKind, action: string): string {
  return confirmationPage(
    'Unsubscribe from alerts',
    UNSUBSCRIBE_MESSAGES.confirm(ALERT_KIND_LABELS[kind]),
    `<form method="post" action="${esc(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
      `<button type="submit" style="font-size:16px;padding:10px 18px;background:${BRAND_NAVY};color:#fff;border:0;border-radius:6px">Unsubscribe</button></form>`,
  );
}

export const unsubscribedPage = (kind: AlertKind) =>
  confirmationPage('You are unsubscribed', UNSUBSCRIBE_MESSAGES.done(ALERT_KIND_LABELS[kind]));

export const badLinkPage = () => confirmationPage('Link not valid', UNSUBSCRIBE_MESSAGES.badLink);

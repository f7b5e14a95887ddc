/**
 * My Account's Alerts: one switch per kind of alert mail (new calls, updates, reminders), and the
 * consent to alerts going to the subscriber's phone through the firm's messaging provider, each
 * saved on change with a confirmation read out to screen readers. Newsletters to leads are not
 * here: they have their own unsubscribe.
 */
import * as React from 'react';
import Form from 'react-bootstrap/Form';
import {
  ALERT_KIND_LABELS,
  ALERT_SETTINGS_ID,
  ALERT_KINDS,
  PHONE_ALERTS_LABEL,
  PREFERENCES_MESSAGES,
  type AlertPreferences,
  type PreferencesAnswer,
} from 'contracts';
import { endpoints } from '../../api/endpoints';
import { errorMessage } from '../../api/client';

type Status = { kind: 'idle' | 'saved' | 'error'; text: string };
type Change = { alerts?: Partial<AlertPreferences>; phoneAlerts?: boolean };

export default function AlertSettings({ userId }: { userId: number }) {
  const [prefs, setPrefs] = React.useState<PreferencesAnswer | null>(null);
  const [saving, setSaving] = React.useState(false);
  const [status, setStatus] = React.useState<Status>({ kind: 'idle', text: '' });
  const section = React.useRef<HTMLElement>(null);

  // Every alert's "Manage alerts" link ends in #alert-settings. My Account is drawn after the page
  // has loaded, so the browser's own jump to the fragment found nothing: this one comes with the section.
  React.useEffect(() => {
    if (window.location.hash === `#${ALERT_SETTINGS_ID}`) section.current?.scrollIntoView({ block: 'start' });
  }, []);

  React.useEffect(() => {
    let live = true;
    endpoints
      .alertPreferences(userId)
      .then((a) => live && setPrefs(a))
      .catch((err) => live && setStatus({ kind: 'error', text: errorMessage(err, 'Your alert preferences could not be loaded.') }));
    return () => {
      live = false;
    };
  }, [userId]);

  const change = async (what: Change) => {
    setSaving(true);
    setStatus({ kind: 'idle', text: '' });
    try {
      setPrefs(await endpoints.alertPreferences(userId, what));
      setStatus({ kind: 'saved', text: PREFERENCES_MESSAGES.saved });
    } catch (err) {
      setStatus({ kind: 'error', text: errorMessage(err, 'Your alert preferences could not be saved. Please try again.') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section
      ref={section}
      id={ALERT_SETTINGS_ID}
      className="card-soft p-4 mt-4"
      aria-labelledby="alerts-heading"
      data-testid="alert-settings"
    >
      <h2 id="alerts-heading" className="h5">
        Alerts
      </h2>
      <p className="small text-body-secondary">Emails we send you about your research. Receipts and account emails are always sent.</p>
      {ALERT_KINDS.map((kind) => (
        <Form.Check
          key={kind}
          type="switch"
          // Announced as a switch (on/off), not a checkbox.
          role="switch"
          id={`alert-${kind}`}
          label={ALERT_KIND_LABELS[kind]}
          checked={prefs?.alerts[kind] ?? false}
          disabled={!prefs || saving}
          onChange={(e) => change({ alerts: { [kind]: e.target.checked } })}
          className="mb-2"
        />
      ))}
      <Form.Check
        type="switch"
        role="switch"
        id="alert-phone"
        label={PHONE_ALERTS_LABEL}
        checked={prefs?.phoneAlerts ?? false}
        disabled={!prefs || saving}
        onChange={(e) => change({ phoneAlerts: e.target.checked })}
        className="mb-1"
        aria-describedby="alert-phone-help"
      />
      <p id="alert-phone-help" className="small text-body-secondary">
        {prefs?.phoneAlertsConsentAt
          ? `You agreed on ${new Date(prefs.phoneAlertsConsentAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })} IST. Turn it off to stop sharing your number.`
          : 'Off: your phone number is not given to our provider.'}
      </p>
      <p role="status" aria-live="polite" className={`small mb-0 ${status.kind === 'error' ? 'text-danger' : 'text-success'}`}>
        {status.text}
      </p>
    </section>
  );
}

/**
 * My Account's Alerts: one switch per kind of alert mail (new calls, updates, reminders), saved on
 * each change with a confirmation read out to screen readers. Newsletters to leads are not here:
 * they have their own unsubscribe.
 */
import * as React from 'react';
import Form from 'react-bootstrap/Form';
import { ALERT_KIND_LABELS, ALERT_KINDS, PREFERENCES_MESSAGES, type AlertKind, type AlertPreferences } from 'contracts';
import { endpoints } from '../../api/endpoints';
import { errorMessage } from '../../api/client';

type Status = { kind: 'idle' | 'saved' | 'error'; text: string };

export default function AlertSettings({ userId }: { userId: number }) {
  const [alerts, setAlerts] = React.useState<AlertPreferences | null>(null);
  const [saving, setSaving] = React.useState<AlertKind | null>(null);
  const [status, setStatus] = React.useState<Status>({ kind: 'idle', text: '' });

  React.useEffect(() => {
    let live = true;
    endpoints
      .alertPreferences(userId)
      .then((a) => live && setAlerts(a))
      .catch((err) => live && setStatus({ kind: 'error', text: errorMessage(err, 'Your alert preferences could not be loaded.') }));
    return () => {
      live = false;
    };
  }, [userId]);

  const change = async (kind: AlertKind, on: boolean) => {
    setSaving(kind);
    setStatus({ kind: 'idle', text: '' });
    try {
      setAlerts(await endpoints.alertPreferences(userId, { [kind]: on }));
      setStatus({ kind: 'saved', text: PREFERENCES_MESSAGES.saved });
    } catch (err) {
      setStatus({ kind: 'error', text: errorMessage(err, 'Your alert preferences could not be saved. Please try again.') });
    } finally {
      setSaving(null);
    }
  };

  return (
    <section className="card-soft p-4 mt-4" aria-labelledby="alerts-heading" data-testid="alert-settings">
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
          checked={alerts?.[kind] ?? false}
          disabled={!alerts || saving !== null}
          onChange={(e) => change(kind, e.target.checked)}
          className="mb-2"
        />
      ))}
      <p role="status" aria-live="polite" className={`small mb-0 ${status.kind === 'error' ? 'text-danger' : 'text-success'}`}>
        {status.text}
      </p>
    </section>
  );
}

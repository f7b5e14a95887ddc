/**
 * Turning two-factor sign-in on: the set-up's QR code and its secret as text for manual entry, a
 * code from the app to confirm, then the recovery codes, shown once. `onDone` runs when the user
 * says they have kept them.
 */
import * as React from 'react';
import { MFA_TEXTS as T, type MfaSetupAnswer } from 'contracts';
import { endpoints } from '../api/endpoints';
import { failureMessage } from '../api/errors';
import CodeForm from './CodeForm';
import QrCode from './QrCode';
import RecoveryCodes from './RecoveryCodes';

export default function TwoFactorSetup({ onDone }: { onDone: () => void }) {
  const [setup, setSetup] = React.useState<MfaSetupAnswer | null>(null);
  const [codes, setCodes] = React.useState<string[] | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [failed, setFailed] = React.useState('');

  const start = async () => {
    setBusy(true);
    setFailed('');
    try {
      setSetup(await endpoints.mfaSetup());
    } catch (err) {
      setFailed(failureMessage(err, T.failed));
    } finally {
      setBusy(false);
    }
  };

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  if (!setup)
    return (
      <>
        <button type="button" className="btn btn-success" onClick={start} disabled={busy}>
          {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {T.start}
        </button>
        <p role="alert" className="text-danger small mt-2 mb-0">
          {failed}
        </p>
      </>
    );
  return (
    <div data-testid="mfa-setup">
      <p className="small">{T.scan}</p>
      <QrCode text={setup.otpauthUrl} label={T.qrAlt} />
      <p className="small mt-3 mb-1" id="mfa-secret-label">
        {T.secretLabel}
      </p>
      <p className="font-monospace text-break" aria-labelledby="mfa-secret-label" data-testid="mfa-secret">
        {setup.secret}
      </p>
      <CodeForm
        id="mfa-enable-code"
        hint={T.codeHint}
        submitLabel={T.turnOn}
        digitsOnly
        onCode={async (code) => setCodes((await endpoints.mfaEnable(code)).recoveryCodes)}
      />
    </div>
  );
}

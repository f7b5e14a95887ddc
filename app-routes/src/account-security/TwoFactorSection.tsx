/**
 * My Account's "Two-factor sign-in": on or off (the user record says), set up when off, turned off
 * with a code when on.
 */
import * as React from 'react';
import { MFA_TEXTS as T } from 'contracts';
import { endpoints } from '../api/endpoints';
import CodeForm from './CodeForm';
import TwoFactorSetup from './TwoFactorSetup';

export default function TwoFactorSection({ userId }: { userId: number }) {
  // undefined: loading.
  const [enabled, setEnabled] = React.useState<boolean | undefined>(undefined);
  const [status, setStatus] = React.useState('');
  React.useEffect(() => {
    let live = true;
    endpoints
      .user(userId)
      .then((u) => live && setEnabled(Boolean(u.mfaEnabled)))
      .catch(() => live && setEnabled(false));
    return () => {
      live = false;
    };
  }, [userId]);

  return (
    <section className="card-soft p-4 mt-4" aria-labelledby="mfa-title" data-testid="two-factor">
      <h2 id="mfa-title" className="h5">
        {T.title}
      </h2>
      <p className="small text-body-secondary">{T.intro}</p>
      {enabled === false && (
        <>
          <p className="mb-3">{T.off}</p>
          <TwoFactorSetup
            onDone={() => {
              setEnabled(true);
              setStatus(T.on);
            }}
          />
        </>
      )}
      {enabled && (
        <>
          <p className="mb-3">{T.on}</p>
          <p className="small mb-2">{T.turnOffHint}</p>
          <CodeForm
            id="mfa-disable-code"
            hint={T.loginCodeHint}
            submitLabel={T.turnOff}
            onCode={async (code) => {
              await endpoints.mfaDisable(code);
              setEnabled(false);
              setStatus(T.turnedOff);
            }}
          />
        </>
      )}
      <p role="status" aria-live="polite" className="small text-success mb-0 mt-2">
        {status}
      </p>
    </section>
  );
}

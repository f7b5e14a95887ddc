/**
 * Login's second step, when the password answered a two-factor challenge: the code (from the app,
 * or a recovery code) finishes the sign-in as the password alone would have; "Sign in again"
 * goes back to the password (the challenge lasts five minutes).
 */
import * as React from 'react';
import { MFA_TEXTS as T, type LoginAnswer } from 'contracts';
import { endpoints } from '../api/endpoints';
import AuthCard from '../ui/AuthCard';
import CodeForm from './CodeForm';

export default function SecondStep({
  mfaToken,
  onSignedIn,
  onRestart,
}: {
  mfaToken: string;
  onSignedIn: (answer: LoginAnswer) => Promise<void>;
  onRestart: () => void;
}) {
  return (
    <AuthCard title={T.secondStepTitle} intro={T.secondStepIntro}>
      <CodeForm
        id="mfa-login-code"
        hint={T.loginCodeHint}
        submitLabel={T.verify}
        className="mb-3"
        onCode={async (code) => onSignedIn(await endpoints.loginMfa(mfaToken, code))}
      />
      <button type="button" className="btn btn-link p-0 small" onClick={onRestart}>
        {T.backToLogin}
      </button>
    </AuthCard>
  );
}

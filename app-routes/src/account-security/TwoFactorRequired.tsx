/**
 * The enrolment screen of an administrator who must sign in with a second factor (ADMIN_MFA=required):
 * where login sends them, and where any admin call refused for it brings them (api/client.ts).
 * Done, they go on to the admin area.
 */
import * as React from 'react';
import { APP_ROUTES, MFA_TEXTS as T } from 'contracts';
import { useApp } from '../session/AppContext';
import AuthCard from '../ui/AuthCard';
import TwoFactorSetup from './TwoFactorSetup';

export default function TwoFactorRequired() {
  const { navigate } = useApp();
  return (
    <AuthCard title={T.requiredTitle} intro={T.requiredIntro}>
      <TwoFactorSetup onDone={() => navigate(APP_ROUTES.admin)} />
    </AuthCard>
  );
}

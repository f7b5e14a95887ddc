/**
 * The pricing page's Subscribe: signed out → /signup?source=pricing;
 * signed in → the plan found by months, bought through the app's Purchase flow (confirmation,
 * checkout, verification, thank-you; app-routes/src/payments/Purchase.tsx).
 */
import * as React from 'react';
import { navigate } from 'gatsby';
import { APP_ROUTES } from 'contracts';
import { Purchase } from 'app-routes';
import { useSettings } from '../../hooks/useSettings';

export default function SubscribeButton({ months, planName, block }: { months: number; planName: string; block?: boolean }) {
  const { firmName, supportEmail } = useSettings();
  return (
    <Purchase
      choosePlan={(plans) => plans.find((p) => p.months === months)}
      firmName={firmName}
      supportEmail={supportEmail}
      onSignedOut={() => navigate(`${APP_ROUTES.signup}?source=pricing`)}
      label="Subscribe"
      ariaLabel={`Subscribe to the ${planName} plan`}
      className={`btn-cta${block ? ' w-100' : ''}`}
    />
  );
}

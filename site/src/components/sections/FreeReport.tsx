import * as React from 'react';
import { graphql, navigate } from 'gatsby';
import { APP_ROUTES, FREE_REPORT_SOURCE, LEAD_TOASTS, readSession } from 'contracts';
// The API client loads on the first request (static pages ship without it).
import { endpoints, useToast } from 'app-routes';
import CtaBand from '../ui/CtaBand';
import PrivacyNotice from '../ui/PrivacyNotice';
import { useLeadForms } from '../../hooks/useLeadForms';
import { isFilled } from '../../lib/cms-data';
import { leadContext } from '../../lib/lead-context';
import { trackEvent } from '../../lib/tracking';

export type FreeReportSection = Queries.FreeReportSectionFragment;

/**
 * 'Get a free sample report': signed out, the login screen with source=free_report
 * (its toast says the report follows the signup); signed in, the CMS records the request and mails
 * the report at once, and the toast says it arrives by email within 24 hours.
 */
export default function FreeReport({ section }: { section: FreeReportSection; index: number }) {
  const content = useLeadForms();
  const toast = useToast();
  const [busy, setBusy] = React.useState(false);
  if (!isFilled(section, 'heading', 'buttonLabel')) return null;

  const request = async () => {
    if (!readSession().accesstoken) {
      navigate(`${APP_ROUTES.login}?source=${FREE_REPORT_SOURCE}`);
      return;
    }
    setBusy(true);
    try {
      await endpoints.freeReport(leadContext(content.consentText));
      trackEvent('Lead');
      toast(LEAD_TOASTS.freeReport.text, { kind: 'success', ms: LEAD_TOASTS.freeReport.ms });
    } catch (err) {
      // A 401 (expired session) is handled by the API client: the session is cleared.
      console.error('[free-report] request failed', err);
      toast(LEAD_TOASTS.failed.text, { kind: 'error', ms: LEAD_TOASTS.failed.ms });
    } finally {
      setBusy(false);
    }
  };

  return (
    <CtaBand anchor={section.anchor} heading={section.heading} body={section.body}>
      <button type="button" className="btn-cta btn-lg" onClick={request} disabled={busy}>
        {busy ? 'Sending' : section.buttonLabel}
      </button>
      <PrivacyNotice className="small mt-3 mb-0 mx-auto" />
    </CtaBand>
  );
}

export const query = graphql`
  fragment FreeReportSection on STRAPI__COMPONENT_SECTIONS_FREE_REPORT {
    anchor
    heading
    body
    buttonLabel
  }
`;

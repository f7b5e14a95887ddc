import * as React from 'react';
import Consent from './Consent';
import { useSettings } from '../../hooks/useSettings';
import { useLeadForms } from '../../hooks/useLeadForms';

/** The privacy notice of the forms as editors keep it (Lead forms → consent text and link), with the firm's name. */
export default function PrivacyNotice({ className }: { className?: string }) {
  const { firmName } = useSettings();
  const content = useLeadForms();
  return (
    <Consent
      className={className}
      text={content.consentText}
      firmName={firmName}
      linkLabel={content.consentPageLabel}
      linkHref={content.consentPageHref}
    />
  );
}

import * as React from 'react';
import { CLAIMS_DISCLAIMER } from 'contracts';

/**
 * The advertisement code's disclaimer (contracts/src/ad-code.ts): first on a page whose claims of
 * returns or past performance the CMS has flagged and compliance has not verified, so no claim on
 * it is read without it.
 */
export default function ClaimsDisclaimer() {
  return (
    <div className="claims-disclaimer" role="note" aria-label="Disclaimer about claims on this page" data-testid="claims-disclaimer">
      <div className="container">
        <p className="risk-warning my-2">{CLAIMS_DISCLAIMER}</p>
      </div>
    </div>
  );
}

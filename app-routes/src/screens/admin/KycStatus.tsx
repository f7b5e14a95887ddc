/**
 * A user's KYC as the users list shows it: the status in words (and whether it waits for an
 * administrator) and the PAN masked, the only form in which the list carries it.
 */
import * as React from 'react';
import type { KycAnswer, KycStatus as Status } from 'contracts';

/** Each status's badge and whether an administrator still has to verify it. Classes written whole: the site's CSS purge keeps only those it finds. */
export const KYC_STATUS_LOOKS: Record<Status, { label: string; badge: string; toVerify: boolean }> = {
  'self-declared': { label: 'Self-declared', badge: 'badge text-bg-warning', toVerify: true },
  'kra-registered': { label: 'Found at the KRA', badge: 'badge text-bg-info', toVerify: true },
  verified: { label: 'Verified', badge: 'badge text-bg-success', toVerify: false },
  rejected: { label: 'Rejected', badge: 'badge text-bg-danger', toVerify: false },
};

export function KycStatus({ kyc }: { kyc?: KycAnswer | null }) {
  if (!kyc) return <span className="text-secondary">None</span>;
  const look = KYC_STATUS_LOOKS[kyc.status];
  return (
    <>
      {/* Spaces between the parts: a screen reader reads them as one text. */}
      <span className={look.badge}>{look.label}</span> {look.toVerify && <div className="small">to be verified </div>}
      <div className="small text-secondary">PAN {kyc.pan}</div>
    </>
  );
}

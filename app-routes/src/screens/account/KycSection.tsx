import * as React from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { KYC_STATUS_TEXTS, KYC_TEXTS as T, kycNeeded, placeOfSupplyLabel, type KycAnswer } from 'contracts';
import { endpoints } from '../../api/endpoints';
import KycForm from '../../kyc/KycForm';
import { useToast } from '../../ui/toasts';

/** The day of an instant in India ('27 November 2026'): when the client submitted. */
const IST_DAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric' });

/**
 * My Account's KYC: the record as the server shows it (the PAN masked, the state of the address,
 * its status and, after a rejection, the reviewer's note); the form when there is none yet or it
 * was rejected.
 */
export default function KycSection({ userId }: { userId: number }) {
  const toast = useToast();
  // undefined: loading; null: none yet.
  const [kyc, setKyc] = React.useState<KycAnswer | null | undefined>(undefined);
  const [failed, setFailed] = React.useState(false);
  const [justSaved, setJustSaved] = React.useState(false);
  const titleRef = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => {
    let live = true;
    endpoints
      .kycStatus(userId)
      .then((a) => live && setKyc(a.kyc))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [userId]);

  const saved = (record: KycAnswer) => {
    setKyc(record);
    setJustSaved(true);
    toast(T.saved);
  };

  // The saved form is gone, and with it the button that had focus: without this, focus falls to
  // the page's body and a keyboard or screen reader user starts again from the top. The section's
  // heading, just above the record now shown, is where they continue.
  React.useEffect(() => {
    if (justSaved) titleRef.current?.focus();
  }, [justSaved]);

  return (
    <section className="card-soft p-4 mt-4" aria-labelledby="kyc-title" data-testid="kyc">
      <h2 id="kyc-title" className="h5" ref={titleRef} tabIndex={-1}>
        {T.title}
      </h2>
      {failed ? (
        <p className="mb-0 text-body-secondary">{T.loadFailed}</p>
      ) : kyc === undefined ? (
        <Spinner animation="border" size="sm" role="status">
          <span className="visually-hidden">Loading…</span>
        </Spinner>
      ) : (
        <>
          {kyc && (
            <dl className="row mb-3" data-testid="kyc-record">
              <dt className="col-sm-4">{T.pan}</dt>
              <dd className="col-sm-8">{kyc.pan}</dd>
              <dt className="col-sm-4">{T.nameOnPan}</dt>
              <dd className="col-sm-8 text-break">{kyc.nameOnPan}</dd>
              <dt className="col-sm-4">{T.state}</dt>
              <dd className="col-sm-8" data-testid="kyc-state">
                {kyc.state ? placeOfSupplyLabel(kyc.state) : T.stateNotGiven}
              </dd>
              <dt className="col-sm-4">{T.status}</dt>
              <dd className="col-sm-8" data-testid="kyc-status">
                {KYC_STATUS_TEXTS[kyc.status]}
                {kyc.status === 'rejected' && kyc.reviewNote ? `: ${kyc.reviewNote}` : ''}
              </dd>
              <dt className="col-sm-4">{T.submittedOn}</dt>
              <dd className="col-sm-8 mb-0">{IST_DAY.format(new Date(kyc.submittedAt))}</dd>
            </dl>
          )}
          {kycNeeded(kyc) && (
            <>
              <p className="text-body-secondary">{kyc ? T.rejected : T.none}</p>
              <KycForm idPrefix="account-kyc" submitLabel={T.save} onSaved={saved} />
            </>
          )}
        </>
      )}
    </section>
  );
}

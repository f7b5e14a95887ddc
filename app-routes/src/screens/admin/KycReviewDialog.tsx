/**
 * A user's KYC record, from the users list: what the client declared (the PAN masked, the state
 * of the address: their invoices' place of supply), the
 * agency's answer, and the administrator's actions: reveal the PAN and date of birth (the server
 * records each reveal in the audit trail) and verify or reject the record (a rejection needs a
 * note, as the server's rule says), both through the audited KYC calls.
 */
import * as React from 'react';
import Modal from 'react-bootstrap/Modal';
import { KYC_LIMITS, KYC_MESSAGES, placeOfSupplyLabel, type KycAnswer } from 'contracts';
import { endpoints } from '../../api/endpoints';
import { errorMessage } from '../../api/client';
import { formatDate, fullName } from './format';
import { KycStatus } from './KycStatus';
import { ButtonSpinner, Problem, UserModal, type UserDialogProps } from './parts';

interface KycReviewProps extends UserDialogProps {
  onReviewed: (userId: number, kyc: KycAnswer) => void;
}

type Decision = 'verified' | 'rejected';

export function KycReviewDialog({ user, show, onClose, onReviewed }: KycReviewProps) {
  const noteId = `${React.useId()}-note`;
  const [kyc, setKyc] = React.useState<KycAnswer | null>(null);
  const [revealed, setRevealed] = React.useState<{ pan: string; dateOfBirth: string } | null>(null);
  const [note, setNote] = React.useState('');
  const [noteError, setNoteError] = React.useState('');
  const [problem, setProblem] = React.useState('');
  const [busy, setBusy] = React.useState<'reveal' | Decision | null>(null);
  const [done, setDone] = React.useState<Decision | null>(null);
  const doneRef = React.useRef<HTMLDivElement>(null);
  const noteRef = React.useRef<HTMLTextAreaElement>(null);

  React.useEffect(() => {
    if (!show) return;
    setKyc(user?.kyc ?? null);
    setRevealed(null);
    setNote('');
    setNoteError('');
    setProblem('');
    setBusy(null);
    setDone(null);
  }, [show, user]);

  React.useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const reveal = async () => {
    if (!kyc || busy) return;
    setBusy('reveal');
    setProblem('');
    try {
      const { pan, dateOfBirth } = await endpoints.kycReveal(kyc.id);
      setRevealed({ pan, dateOfBirth });
    } catch (err) {
      setProblem(errorMessage(err, 'The PAN could not be revealed.'));
    } finally {
      setBusy(null);
    }
  };

  const review = async (decision: Decision) => {
    if (!kyc || !user || busy) return;
    const text = note.trim();
    if (decision === 'rejected' && !text) {
      setNoteError(KYC_MESSAGES.noteRequired);
      // To the note, whose description now reads the message: it is heard and can be typed at once.
      noteRef.current?.focus();
      return;
    }
    setNoteError('');
    setBusy(decision);
    setProblem('');
    try {
      const saved = await endpoints.kycReview({ id: kyc.id, decision, ...(text ? { note: text } : {}) });
      setKyc(saved);
      setDone(decision);
      onReviewed(user.id, saved);
    } catch (err) {
      setProblem(errorMessage(err, 'The review could not be saved.'));
    } finally {
      setBusy(null);
    }
  };

  const name = user ? fullName(user) : '';
  return (
    <UserModal show={show} onClose={onClose} busy={busy !== null} title={`KYC — ${name}`}>
      <Modal.Body>
        {problem && (
          <div className="mb-3">
            <Problem text={problem} />
          </div>
        )}
        {done && (
          <div ref={doneRef} tabIndex={-1} className="alert alert-success" role="status">
            {done === 'verified' ? 'KYC verified.' : 'KYC rejected.'}
          </div>
        )}
        {!kyc ? (
          <p className="mb-0">This user has not submitted a KYC.</p>
        ) : (
          <>
            <dl className="row mb-3">
              <dt className="col-4">Status</dt>
              <dd className="col-8" data-testid="kyc-status">
                <KycStatus kyc={kyc} />
              </dd>
              <dt className="col-4">Name on PAN</dt>
              <dd className="col-8 text-break">{kyc.nameOnPan}</dd>
              <dt className="col-4">State</dt>
              <dd className="col-8" data-testid="kyc-state">
                {kyc.state ? placeOfSupplyLabel(kyc.state) : "Not given (invoiced in the firm's own state)"}
              </dd>
              <dt className="col-4">PAN</dt>
              <dd className="col-8">
                {revealed ? (
                  <>
                    <span data-testid="kyc-pan">{revealed.pan}</span>
                    <div className="small">Date of birth {formatDate(revealed.dateOfBirth)}</div>
                    <div className="small text-secondary">This reveal is recorded in the audit trail.</div>
                  </>
                ) : (
                  <div className="d-flex flex-wrap align-items-center gap-2">
                    <span data-testid="kyc-pan">{kyc.pan}</span>
                    <button type="button" className="btn btn-sm btn-outline-secondary" onClick={reveal} disabled={busy !== null}>
                      {busy === 'reveal' && <ButtonSpinner />}Reveal PAN
                    </button>
                  </div>
                )}
              </dd>
              <dt className="col-4">Holder</dt>
              <dd className="col-8">
                {kyc.holderType}
                {!kyc.coveredByIndividualRules && (
                  <div className="small text-danger">Not an individual or HUF: check which rules apply before verifying.</div>
                )}
              </dd>
              <dt className="col-4">Submitted</dt>
              <dd className="col-8">{formatDate(kyc.submittedAt)}</dd>
              <dt className="col-4">KYC agency</dt>
              <dd className="col-8">
                {kyc.kraStatus ? `${kyc.kraStatus}${kyc.kraCheckedAt ? ` (checked ${formatDate(kyc.kraCheckedAt)})` : ''}` : 'Not asked'}
              </dd>
              {kyc.reviewedAt && (
                <>
                  <dt className="col-4">Last review</dt>
                  <dd className="col-8 text-break">
                    {formatDate(kyc.reviewedAt)}
                    {kyc.reviewNote && <div className="small">{kyc.reviewNote}</div>}
                  </dd>
                </>
              )}
            </dl>
            <label htmlFor={noteId} className="form-label">
              Note
            </label>
            <textarea
              ref={noteRef}
              id={noteId}
              className={`form-control${noteError ? ' is-invalid' : ''}`}
              rows={2}
              maxLength={KYC_LIMITS.noteMax}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              aria-describedby={`${noteId}-help`}
              aria-invalid={noteError ? true : undefined}
              disabled={busy !== null}
            />
            {noteError ? (
              <div id={`${noteId}-help`} className="invalid-feedback d-block">
                {noteError}
              </div>
            ) : (
              <div id={`${noteId}-help`} className="form-text">
                Required to reject: say what does not match. Kept with the record and in the audit trail.
              </div>
            )}
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={busy !== null}>
          Close
        </button>
        {kyc && (
          <>
            <button type="button" className="btn btn-outline-danger" onClick={() => review('rejected')} disabled={busy !== null}>
              {busy === 'rejected' && <ButtonSpinner />}Reject
            </button>
            {kyc.status !== 'verified' && (
              <button type="button" className="btn btn-success" onClick={() => review('verified')} disabled={busy !== null}>
                {busy === 'verified' && <ButtonSpinner />}Verify
              </button>
            )}
          </>
        )}
      </Modal.Footer>
    </UserModal>
  );
}

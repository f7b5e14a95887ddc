import * as React from 'react';
import Modal from 'react-bootstrap/Modal';
import { KYC_TEXTS as T, type KycAnswer } from 'contracts';
import KycForm from '../kyc/KycForm';

/** The purchase flow's KYC step: before a first payment, when the client has none (or it was rejected). */
export default function KycDialog({
  titleId,
  onSaved,
  onCancel,
}: {
  titleId: string;
  onSaved: (record: KycAnswer) => void;
  onCancel: () => void;
}) {
  return (
    <Modal show onHide={onCancel} centered aria-labelledby={`${titleId}-kyc`} backdrop="static">
      <Modal.Header closeButton closeLabel={T.cancel}>
        <Modal.Title id={`${titleId}-kyc`} as="h2" className="h5">
          {T.stepTitle}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="small text-body-secondary">{T.intro}</p>
        <KycForm idPrefix={`${titleId}-kyc`} submitLabel={T.saveAndContinue} onSaved={onSaved} onCancel={onCancel} />
      </Modal.Body>
    </Modal>
  );
}

/**
 * The shell of the admin screens' form dialogs (add an update, amend a call): a centred modal
 * titled by an h2, a form that does its own validation (noValidate), and Close and a submit button
 * in the footer. While the form is submitting the dialog cannot be dismissed and both buttons
 * wait, so a save is never cut off halfway.
 */
import * as React from 'react';
import Modal from 'react-bootstrap/Modal';
import { ButtonSpinner } from './parts';

interface Props {
  show: boolean;
  title: React.ReactNode;
  submitting: boolean;
  submitLabel: string;
  /** The submit button is off (nothing to save against yet). */
  submitDisabled?: boolean;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: React.ReactNode;
}

export default function FormDialog({ show, title, submitting, submitLabel, submitDisabled, onSubmit, onClose, children }: Props) {
  const id = React.useId();
  return (
    <Modal
      show={show}
      onHide={onClose}
      centered
      aria-labelledby={`${id}-title`}
      backdrop={submitting ? 'static' : true}
      keyboard={!submitting}
    >
      <form onSubmit={onSubmit} noValidate>
        <Modal.Header closeButton={!submitting}>
          <Modal.Title as="h2" className="h5" id={`${id}-title`}>
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={submitting}>
            Close
          </button>
          <button type="submit" className="btn btn-success px-4" disabled={submitting || submitDisabled}>
            {submitting && <ButtonSpinner />}
            {submitLabel}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}

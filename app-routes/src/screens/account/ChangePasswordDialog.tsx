import * as React from 'react';
import Modal from 'react-bootstrap/Modal';
import { endpoints } from '../../api/endpoints';
import { useToast } from '../../ui/toasts';
import { changePasswordProblem, PASSWORD_HINT } from 'contracts';

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Change Password: checks on Confirm with toasts; closes on success, failure or Cancel. */
export default function ChangePasswordDialog({ show, onClose }: { show: boolean; onClose: () => void }) {
  const toast = useToast();
  const [v, setV] = React.useState(EMPTY);
  const [busy, setBusy] = React.useState(false);
  const close = () => {
    setV(EMPTY);
    onClose();
  };
  const set = (k: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) => setV({ ...v, [k]: e.target.value });
  const confirm = async (e: React.FormEvent) => {
    e.preventDefault();
    const problem = changePasswordProblem(v);
    if (problem) {
      toast(problem, { kind: 'error' });
      return;
    }
    setBusy(true);
    try {
      await endpoints.changePassword(v.oldPassword, v.newPassword);
      toast('Password changed successfully');
    } catch {
      toast('Oops some error occurred !', { kind: 'error' });
    } finally {
      setBusy(false);
      close();
    }
  };
  const field = (id: keyof typeof EMPTY, label: string, hint?: string) => (
    <div className="mb-3">
      <label htmlFor={`cp-${id}`} className="form-label fw-semibold">
        {label}
      </label>
      <input
        id={`cp-${id}`}
        type="password"
        className="form-control"
        value={v[id]}
        onChange={set(id)}
        autoComplete={id === 'oldPassword' ? 'current-password' : 'new-password'}
        aria-describedby={hint ? `cp-${id}-hint` : undefined}
      />
      {hint && (
        <div id={`cp-${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
    </div>
  );
  return (
    <Modal show={show} onHide={close} centered aria-labelledby="cp-title">
      <form onSubmit={confirm} noValidate>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="cp-title" as="h2" className="h5">
            Change Password
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {field('oldPassword', 'Old Password')}
          {field('newPassword', 'New Password', PASSWORD_HINT)}
          {field('confirmPassword', 'Confirm New Password', PASSWORD_HINT)}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={close}>
            Cancel
          </button>
          <button type="submit" className="btn btn-success" disabled={busy}>
            {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}Confirm
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}

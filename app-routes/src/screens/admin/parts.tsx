/** Small pieces shared by the admin screens: page header, loading block, report link, icons, problem alert. */
import * as React from 'react';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import type { User } from 'contracts';
import ExternalLink from '../../ui/ExternalLink';

/** What a dialog about one user (the users list's) is given. */
export interface UserDialogProps {
  user: User | null;
  show: boolean;
  onClose: () => void;
}

/**
 * The frame of a dialog about one user: large, full screen on phones, titled for assistive
 * technology; while a call runs (`busy`) it cannot be dismissed, so its answer is never lost.
 */
export function UserModal({
  show,
  onClose,
  busy,
  title,
  children,
}: {
  show: boolean;
  onClose: () => void;
  busy: boolean;
  title: React.ReactNode;
  children: React.ReactNode;
}) {
  const titleId = `${React.useId()}-title`;
  return (
    <Modal
      show={show}
      onHide={onClose}
      size="lg"
      fullscreen="sm-down"
      centered
      aria-labelledby={titleId}
      backdrop={busy ? 'static' : true}
      keyboard={!busy}
    >
      <Modal.Header closeButton={!busy}>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {title}
        </Modal.Title>
      </Modal.Header>
      {children}
    </Modal>
  );
}

export function PageHeader({ title, intro, children }: { title: string; intro?: React.ReactNode; children?: React.ReactNode }) {
  return (
    <header className="d-flex flex-wrap align-items-end justify-content-between gap-3 mb-4">
      <div>
        <h1 className="h2 mb-1">{title}</h1>
        {intro && <p className="text-secondary mb-0">{intro}</p>}
      </div>
      {children}
    </header>
  );
}

export function Loading({ label = 'Loading…', className = 'py-5' }: { label?: string; className?: string }) {
  return (
    <div className={`d-flex justify-content-center ${className}`}>
      <Spinner animation="border" variant="primary" role="status">
        <span className="visually-hidden">{label}</span>
      </Spinner>
    </div>
  );
}

/** A button's busy mark (the button keeps its name). */
export const ButtonSpinner = () => <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />;

/** "Report", opening in a new tab; '—' when there is no (safe) link. */
export function ReportLink({ href }: { href?: string | null }) {
  return (
    <ExternalLink href={href} fallback={<span className="text-secondary">—</span>} className="text-nowrap">
      Report
      <svg
        aria-hidden="true"
        focusable="false"
        width="12"
        height="12"
        viewBox="0 0 16 16"
        className="ms-1 align-baseline"
        fill="currentColor"
      >
        <path d="M8.6 1h6.4v6.4h-1.6V3.7L7.3 9.8 6.2 8.7l6.1-6.1H8.6V1Z" />
        <path d="M2.6 3.4h4.2V5H3.2v7.8H11V9.2h1.6v4.2c0 .6-.5 1-1 1H2.6c-.6 0-1-.4-1-1V4.4c0-.6.4-1 1-1Z" />
      </svg>
    </ExternalLink>
  );
}

export const PencilIcon = () => (
  <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 16 16" fill="currentColor">
    <path d="M12.1.9a1.5 1.5 0 0 1 2.1 0l.9.9a1.5 1.5 0 0 1 0 2.1L5.7 13.3 1.6 14.4l1.1-4.1L12.1.9Zm-.9 2.7-7.1 7.1-.5 1.7 1.7-.5 7.1-7.1-1.2-1.2Z" />
  </svg>
);

/** A load that failed: what happened and a way to try again. */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="alert alert-warning d-flex flex-wrap align-items-center justify-content-between gap-2 mb-0" role="alert">
      <span>{text}</span>
      <button type="button" className="btn btn-sm btn-outline-primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** The server's message, in an alert assistive technology announces. */
export const Problem = ({ text }: { text: string }) => (
  <div className="alert alert-danger mb-0" role="alert">
    {text}
  </div>
);

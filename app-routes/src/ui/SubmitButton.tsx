import * as React from 'react';

/** A submit button that shows a spinner and is disabled while its call runs. */
export default function SubmitButton({
  busy,
  children,
  className = '',
  busyLabel,
}: {
  busy: boolean;
  children: React.ReactNode;
  className?: string;
  busyLabel?: string;
}) {
  return (
    <button type="submit" className={`btn btn-success btn-lg fw-semibold ${className}`} disabled={busy}>
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}

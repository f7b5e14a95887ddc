/** The recovery codes, shown once right after two-factor sign-in is turned on, with what to do with them. */
import * as React from 'react';
import { MFA_TEXTS as T } from 'contracts';

export default function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const titleRef = React.useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone: the codes' heading is where a keyboard or screen reader user continues.
  React.useEffect(() => titleRef.current?.focus(), []);
  return (
    <div data-testid="mfa-recovery-codes">
      <h3 className="h6" ref={titleRef} tabIndex={-1}>
        {T.recoveryTitle}
      </h3>
      <p className="small">{T.recoveryNote}</p>
      <ul className="list-unstyled row g-2 font-monospace mb-3" aria-label={T.recoveryTitle}>
        {codes.map((code) => (
          <li key={code} className="col-6 col-sm-4 text-break">
            {code}
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-success" onClick={onDone}>
        {T.recoveryDone}
      </button>
    </div>
  );
}

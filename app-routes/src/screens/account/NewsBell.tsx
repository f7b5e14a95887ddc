import * as React from 'react';
import { NEWS_TEXTS } from 'contracts';

/** The bell drawn on the account header and on a stock's updates button. */
export function BellIcon({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
      <path d="M8 16a2 2 0 0 0 2-2H6a2 2 0 0 0 2 2zm.995-14.901a1 1 0 1 0-1.99 0A5.002 5.002 0 0 0 3 6c0 1.098-.5 6-2 7h14c-1.5-1-2-5.902-2-7 0-2.42-1.72-4.44-4.005-4.901z" />
    </svg>
  );
}

/** The "New" mark of a call or an update published since the last visit: words, not colour alone. */
export function NewBadge() {
  return <span className="badge text-bg-warning text-uppercase ms-2 align-middle">{NEWS_TEXTS.badge}</span>;
}

/**
 * The account header's bell: how many research items are new since the subscriber last looked.
 * Pressing it acknowledges them (the count clears); the count is in its accessible name.
 */
export default function NewsBell({ count, onSeen, busy = false }: { count: number; onSeen: () => void; busy?: boolean }) {
  const label = NEWS_TEXTS.bell(count);
  return (
    <button
      type="button"
      className="btn btn-outline-primary position-relative me-3"
      aria-label={count > 0 ? `${label}: ${NEWS_TEXTS.markSeen.toLowerCase()}` : label}
      title={count > 0 ? `${label} (${NEWS_TEXTS.markSeen.toLowerCase()})` : label}
      onClick={onSeen}
      disabled={busy || count === 0}
      data-testid="news-bell"
    >
      <BellIcon size={20} />
      {count > 0 && (
        <span className="position-absolute top-0 start-100 translate-middle badge rounded-pill bg-danger" aria-hidden="true">
          {count}
        </span>
      )}
    </button>
  );
}

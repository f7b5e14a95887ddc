/**
 * The users list's two tabs, Paid Subscribers and Free Users, each with its count, as an ARIA tab
 * list: arrow keys, Home and End move between the tabs (and show the tab reached).
 */
import * as React from 'react';

export type TabKey = 'paid' | 'free';
const TABS: { key: TabKey; label: string }[] = [
  { key: 'paid', label: 'Paid Subscribers' },
  { key: 'free', label: 'Free Users' },
];
export const otherTab = (key: TabKey): TabKey => (key === 'paid' ? 'free' : 'paid');

/** The id of the panel the tabs control, and of each tab (which labels the panel). */
export const USERS_PANEL_ID = 'admin-users-panel';
export const usersTabId = (key: TabKey) => `admin-users-tab-${key}`;

interface Props {
  tab: TabKey;
  /** How many users each tab holds, once known. */
  counts: Record<TabKey, number> | null;
  onShow: (key: TabKey) => void;
}

export default function UsersTabs({ tab, counts, onShow }: Props) {
  const tabRefs = React.useRef<Record<TabKey, HTMLButtonElement | null>>({ paid: null, free: null });

  const onTabKey = (e: React.KeyboardEvent<HTMLButtonElement>) => {
    const i = TABS.findIndex((t) => t.key === tab);
    const next =
      e.key === 'ArrowRight'
        ? (i + 1) % TABS.length
        : e.key === 'ArrowLeft'
          ? (i - 1 + TABS.length) % TABS.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? TABS.length - 1
              : -1;
    if (next < 0) return;
    e.preventDefault();
    onShow(TABS[next].key);
    tabRefs.current[TABS[next].key]?.focus();
  };

  return (
    <div role="tablist" aria-label="Users" className="nav nav-tabs mb-3">
      {TABS.map((t) => {
        const active = t.key === tab;
        return (
          <button
            key={t.key}
            ref={(el) => {
              tabRefs.current[t.key] = el;
            }}
            type="button"
            role="tab"
            id={usersTabId(t.key)}
            aria-selected={active}
            aria-controls={USERS_PANEL_ID}
            tabIndex={active ? 0 : -1}
            className={`nav-link d-inline-flex align-items-center gap-2${active ? ' active fw-semibold' : ''}`}
            onClick={() => onShow(t.key)}
            onKeyDown={onTabKey}
          >
            {t.label}
            {counts !== null && (
              <span className={`badge rounded-pill ${active ? 'text-bg-primary' : 'text-bg-light border'}`} aria-hidden="true">
                {counts[t.key]}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

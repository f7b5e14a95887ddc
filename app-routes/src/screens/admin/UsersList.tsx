/**
 * Admin: users in two tabs, Paid Subscribers (with a subscription) and Free Users (none), with
 * their plan and date and an edit action. The server pages and searches (one
 * page of 25 at a time, however many users there are); saving a plan reloads the page, which
 * moves a free user to the paid tab.
 */
import * as React from 'react';
import type { Plan, Subscription, User } from 'contracts';
import { endpoints } from '../../api/endpoints';
import { errorMessage } from '../../api/client';
import { useToast } from '../../ui/toasts';
import DataTable, { Column } from './DataTable';
import EditSubscriptionDialog, { planName } from './EditSubscriptionDialog';
import { formatDate, fullName, toDateInput } from './format';
import { LoadFailed, PageHeader, PencilIcon } from './parts';
import { CancelSubscriptionDialog, OrdersDialog } from './UserOrdersDialogs';

type TabKey = 'paid' | 'free';
const TABS: { key: TabKey; label: string }[] = [
  { key: 'paid', label: 'Paid Subscribers' },
  { key: 'free', label: 'Free Users' },
];

const rowKey = (u: User) => u.id;
const PAGE_SIZE = 25;
/** Typing pauses this long before the server is asked. */
const SEARCH_DELAY_MS = 250;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = React.useState(value);
  React.useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export default function UsersList() {
  const toast = useToast();
  const [users, setUsers] = React.useState<User[] | null>(null);
  const [counts, setCounts] = React.useState<Record<TabKey, number> | null>(null);
  const [failed, setFailed] = React.useState(false);
  const [plans, setPlans] = React.useState<Plan[]>([]);
  const [tab, setTab] = React.useState<TabKey>('paid');
  const [query, setQuery] = React.useState('');
  const [page, setPage] = React.useState(1);
  const search = useDebounced(query.trim(), SEARCH_DELAY_MS);
  const [editing, setEditing] = React.useState<{ user: User | null; open: boolean }>({ user: null, open: false });
  const [attempt, setAttempt] = React.useState(0);
  // The payment dialogs (UserOrdersDialogs.tsx): whose orders, whose subscription to cancel.
  const [payments, setPayments] = React.useState<{ user: User | null; open: 'orders' | 'cancel' | null }>({ user: null, open: null });
  const tabRefs = React.useRef<Record<TabKey, HTMLButtonElement | null>>({ paid: null, free: null });

  // The page shown, and how many users each tab holds (for its badge), both for the current search.
  React.useEffect(() => {
    let live = true;
    setFailed(false);
    const other: TabKey = tab === 'paid' ? 'free' : 'paid';
    Promise.all([
      endpoints.usersPage({ paid: tab === 'paid', search, skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE }),
      endpoints.usersPage({ paid: other === 'paid', search, skip: 0, limit: 1 }),
    ])
      .then(([shown, otherTab]) => {
        if (!live) return;
        setUsers(shown.users);
        setCounts({ [tab]: shown.total, [other]: otherTab.total } as Record<TabKey, number>);
      })
      .catch((err) => {
        if (!live) return;
        toast(errorMessage(err, 'Error Occured'), { kind: 'error', ms: 2000 });
        setFailed(true);
        setUsers((u) => u ?? []);
      });
    return () => {
      live = false;
    };
  }, [tab, search, page, attempt, toast]);

  React.useEffect(() => {
    let live = true;
    endpoints
      .plans()
      .then((list) => {
        if (live && Array.isArray(list)) setPlans(list);
      })
      .catch((err) => console.error('Loading the plans failed', err));
    return () => {
      live = false;
    };
  }, []);

  const onSaved = React.useCallback((userId: number, subscription: Subscription) => {
    // Show the change at once, then reload: the user may now belong to the other tab.
    setUsers((list) => list && list.map((u) => (u.id === userId ? { ...u, subscription } : u)));
    setAttempt((n) => n + 1);
  }, []);

  const closePayments = React.useCallback(() => setPayments((s) => ({ ...s, open: null })), []);

  const showTab = (key: TabKey) => {
    setTab(key);
    setPage(1);
  };

  const columns = React.useMemo<Column<User>[]>(
    () => [
      { header: 'Name', cell: (u) => <span className="fw-semibold">{fullName(u)}</span> },
      { header: 'Email', cell: (u) => u.email, className: 'text-nowrap' },
      { header: 'Phone', cell: (u) => u.phone || <span className="text-secondary">—</span>, className: 'text-nowrap' },
      {
        header: 'Subscription Type',
        cell: (u) =>
          u.subscription ? (
            <>
              {planName(plans, u.subscription.type)}
              {u.subscription.cancelledAt && <span className="badge text-bg-secondary ms-2">cancelled</span>}
            </>
          ) : (
            'N/A'
          ),
      },
      {
        header: 'Subscription Date',
        className: 'text-nowrap',
        cell: (u) =>
          u.subscription?.date ? (
            <time dateTime={toDateInput(u.subscription.date)}>{formatDate(toDateInput(u.subscription.date) || u.subscription.date)}</time>
          ) : (
            <span className="text-secondary">—</span>
          ),
      },
      {
        header: 'Edit',
        hiddenHeader: true,
        className: 'text-end',
        cell: (u) => (
          <button
            type="button"
            className="btn btn-sm btn-outline-primary d-inline-flex align-items-center gap-1"
            aria-label={`Edit subscription of ${fullName(u)}`}
            title="Edit subscription"
            onClick={() => setEditing({ user: u, open: true })}
          >
            <PencilIcon />
            <span>Edit</span>
          </button>
        ),
      },
      {
        header: 'Payments',
        hiddenHeader: true,
        className: 'text-end',
        cell: (u) => (
          <div className="d-inline-flex flex-wrap justify-content-end gap-1">
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              aria-label={`Orders of ${fullName(u)}`}
              onClick={() => setPayments({ user: u, open: 'orders' })}
            >
              Orders
            </button>
            {u.subscription && !u.subscription.cancelledAt && (
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                aria-label={`Cancel subscription of ${fullName(u)}`}
                onClick={() => setPayments({ user: u, open: 'cancel' })}
              >
                Cancel subscription
              </button>
            )}
          </div>
        ),
      },
    ],
    [plans],
  );

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
    showTab(TABS[next].key);
    tabRefs.current[TABS[next].key]?.focus();
  };

  return (
    <>
      <PageHeader title="Users List" intro="Paid subscribers and free users. Use Edit to set or change a user's plan and start date." />
      {failed && (
        <div className="mb-3">
          <LoadFailed text="The users could not be loaded." onRetry={() => setAttempt((n) => n + 1)} />
        </div>
      )}
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
              id={`admin-users-tab-${t.key}`}
              aria-selected={active}
              aria-controls="admin-users-panel"
              tabIndex={active ? 0 : -1}
              className={`nav-link d-inline-flex align-items-center gap-2${active ? ' active fw-semibold' : ''}`}
              onClick={() => showTab(t.key)}
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
      <div role="tabpanel" id="admin-users-panel" aria-labelledby={`admin-users-tab-${tab}`}>
        <DataTable
          caption={tab === 'paid' ? 'Paid subscribers' : 'Free users'}
          noun="users"
          columns={columns}
          rows={users ?? []}
          loading={users === null}
          rowKey={rowKey}
          remote={{ total: counts?.[tab] ?? 0, page, onPage: setPage, query, onQuery: setQuery }}
          searchHint="Name, email or phone"
          emptyText="No users here yet."
        />
      </div>
      <EditSubscriptionDialog
        user={editing.user}
        show={editing.open}
        plans={plans}
        onClose={() => setEditing((s) => ({ ...s, open: false }))}
        onSaved={onSaved}
      />
      <OrdersDialog user={payments.user} show={payments.open === 'orders'} onClose={closePayments} />
      <CancelSubscriptionDialog
        user={payments.user}
        show={payments.open === 'cancel'}
        onClose={closePayments}
        onCancelled={() => setAttempt((n) => n + 1)}
      />
    </>
  );
}

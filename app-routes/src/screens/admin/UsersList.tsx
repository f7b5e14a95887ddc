/**
 * Admin: users in two tabs, Paid Subscribers (with a subscription) and Free Users (none), with
 * their plan and date (and an open cancellation request), their KYC, and actions: edit the plan,
 * orders, cancel the subscription, review the KYC. The server pages and searches (one
 * page of 25 at a time, however many users there are); saving a plan reloads the page, which
 * moves a free user to the paid tab.
 */
import * as React from 'react';
import type { KycAnswer, Plan, Subscription, User } from 'contracts';
import { endpoints } from '../../api/endpoints';
import { errorMessage } from '../../api/client';
import { useToast } from '../../ui/toasts';
import DataTable, { Column } from './DataTable';
import EditSubscriptionDialog, { planName } from './EditSubscriptionDialog';
import { formatDate, fullName, toDateInput } from './format';
import { LoadFailed, PageHeader, PencilIcon } from './parts';
import { OrdersDialog } from './OrdersDialog';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog';
import { CancellationRequestBadge } from './CancellationRequestBadge';
import { KycReviewDialog } from './KycReviewDialog';
import { KycStatus } from './KycStatus';
import UsersTabs, { USERS_PANEL_ID, otherTab, usersTabId, type TabKey } from './UsersTabs';
import { useLoadEffect } from '../../ui/useLoadEffect';

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
  // The row dialogs (OrdersDialog.tsx, CancelSubscriptionDialog.tsx, KycReviewDialog.tsx): whose orders, subscription or KYC.
  const [payments, setPayments] = React.useState<{ user: User | null; open: 'orders' | 'cancel' | 'kyc' | null }>({
    user: null,
    open: null,
  });

  // The page shown, and how many users each tab holds (for its badge), both for the current search.
  useLoadEffect(
    () => {
      setFailed(false);
      return Promise.all([
        endpoints.usersPage({ paid: tab === 'paid', search, skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE }),
        endpoints.usersPage({ paid: otherTab(tab) === 'paid', search, skip: 0, limit: 1 }),
      ]);
    },
    [tab, search, page, attempt, toast],
    {
      done: ([shown, other]) => {
        setUsers(shown.users);
        setCounts({ [tab]: shown.total, [otherTab(tab)]: other.total } as Record<TabKey, number>);
      },
      failed: (err) => {
        toast(errorMessage(err, 'Error Occured'), { kind: 'error', ms: 2000 });
        setFailed(true);
        setUsers((u) => u ?? []);
      },
    },
  );

  useLoadEffect(() => endpoints.plans(), [], {
    done: (list) => {
      if (Array.isArray(list)) setPlans(list);
    },
    failed: (err) => console.error('Loading the plans failed', err),
  });

  const onSaved = React.useCallback((userId: number, subscription: Subscription) => {
    // Show the change at once, then reload: the user may now belong to the other tab.
    setUsers((list) => list && list.map((u) => (u.id === userId ? { ...u, subscription } : u)));
    setAttempt((n) => n + 1);
  }, []);

  const closePayments = React.useCallback(() => setPayments((s) => ({ ...s, open: null })), []);

  // The reviewed record shows at once; the list's own answer follows at the next load.
  const onKycReviewed = React.useCallback((userId: number, kyc: KycAnswer) => {
    setUsers((list) => list && list.map((u) => (u.id === userId ? { ...u, kyc } : u)));
  }, []);

  const showTab = (key: TabKey) => {
    setTab(key);
    setPage(1);
  };

  const columns = React.useMemo<Column<User>[]>(
    () => [
      { header: 'Name', cell: (u) => <span className="fw-semibold">{fullName(u)}</span> },
      // An address may break (at its dots and @ too): a long one would push the actions out of view.
      { header: 'Email', cell: (u) => u.email, className: 'text-break' },
      { header: 'Phone', cell: (u) => u.phone || <span className="text-secondary">—</span>, className: 'text-nowrap' },
      {
        header: 'Subscription Type',
        cell: (u) =>
          u.subscription ? (
            <>
              {planName(plans, u.subscription.type)}
              {u.subscription.cancelledAt && <span className="badge text-bg-secondary ms-2">cancelled</span>}
              <CancellationRequestBadge request={u.cancellationRequest} />
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
      { header: 'KYC', cell: (u) => <KycStatus kyc={u.kyc} /> },
      {
        header: 'Actions',
        hiddenHeader: true,
        className: 'text-end',
        cell: (u) => (
          <div className="d-inline-flex flex-column align-items-stretch gap-1">
            <button
              type="button"
              className="btn btn-sm btn-outline-primary d-inline-flex align-items-center justify-content-center gap-1"
              aria-label={`Edit subscription of ${fullName(u)}`}
              title="Edit subscription"
              onClick={() => setEditing({ user: u, open: true })}
            >
              <PencilIcon />
              <span>Edit</span>
            </button>
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
            {u.kyc && (
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                aria-label={`KYC of ${fullName(u)}`}
                onClick={() => setPayments({ user: u, open: 'kyc' })}
              >
                KYC
              </button>
            )}
          </div>
        ),
      },
    ],
    [plans],
  );

  return (
    <>
      <PageHeader title="Users List" intro="Paid subscribers and free users. Use Edit to set or change a user's plan and start date." />
      {failed && (
        <div className="mb-3">
          <LoadFailed text="The users could not be loaded." onRetry={() => setAttempt((n) => n + 1)} />
        </div>
      )}
      <UsersTabs tab={tab} counts={counts} onShow={showTab} />
      <div role="tabpanel" id={USERS_PANEL_ID} aria-labelledby={usersTabId(tab)}>
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
      <KycReviewDialog user={payments.user} show={payments.open === 'kyc'} onClose={closePayments} onReviewed={onKycReviewed} />
    </>
  );
}

/**
 * Admin: users in two tabs, Paid Subscribers (with a subscription) and Free Users (none), with
 * their plan and date and an edit action (spec §2.11, §4). Saving a plan moves a free user to
 * the paid tab in place.
 */
import * as React from 'react';
import { endpoints, Plan, Subscription, User } from '../../api/endpoints';
import { errorMessage } from '../../api/client';
import { useToast } from '../../ui/toasts';
import DataTable, { Column } from './DataTable';
import EditSubscriptionDialog, { planName } from './EditSubscriptionDialog';
import { formatDate, fullName, toDateInput } from './format';
import { LoadFailed, PageHeader, PencilIcon } from './parts';

type TabKey = 'paid' | 'free';
const TABS: { key: TabKey; label: string }[] = [
  { key: 'paid', label: 'Paid Subscribers' },
  { key: 'free', label: 'Free Users' },
];

const searchText = (u: User) => [u.first_name, u.last_name, u.email, u.phone].filter(Boolean).join(' ');
const rowKey = (u: User) => u.id;

export default function UsersList() {
  const toast = useToast();
  const [users, setUsers] = React.useState<User[] | null>(null);
  const [failed, setFailed] = React.useState(false);
  const [plans, setPlans] = React.useState<Plan[]>([]);
  const [tab, setTab] = React.useState<TabKey>('paid');
  const [editing, setEditing] = React.useState<{ user: User | null; open: boolean }>({ user: null, open: false });
  const [attempt, setAttempt] = React.useState(0);
  const tabRefs = React.useRef<Record<TabKey, HTMLButtonElement | null>>({ paid: null, free: null });

  React.useEffect(() => {
    let live = true;
    setFailed(false);
    setUsers(null);
    endpoints.users()
      .then((list) => { if (live) setUsers(Array.isArray(list) ? list : []); })
      .catch((err) => {
        if (!live) return;
        toast(errorMessage(err, 'Error Occured'), { kind: 'error', ms: 2000 });
        setFailed(true);
        setUsers([]);
      });
    return () => { live = false; };
  }, [attempt, toast]);

  React.useEffect(() => {
    let live = true;
    endpoints.plans()
      .then((list) => { if (live && Array.isArray(list)) setPlans(list); })
      .catch((err) => console.error('Loading the plans failed', err));
    return () => { live = false; };
  }, []);

  const { paid, free } = React.useMemo(() => {
    const all = users ?? [];
    return { paid: all.filter((u) => !!u.subscription), free: all.filter((u) => !u.subscription) };
  }, [users]);
  const rows = tab === 'paid' ? paid : free;

  const onSaved = React.useCallback((userId: number, subscription: Subscription) => {
    setUsers((list) => list && list.map((u) => (u.id === userId ? { ...u, subscription } : u)));
  }, []);

  const columns = React.useMemo<Column<User>[]>(() => [
    { header: 'Name', cell: (u) => <span className="fw-semibold">{fullName(u)}</span> },
    { header: 'Email', cell: (u) => <span className="text-break">{u.email}</span> },
    { header: 'Phone', cell: (u) => u.phone || <span className="text-secondary">—</span>, className: 'text-nowrap' },
    { header: 'Subscription Type', cell: (u) => (u.subscription ? planName(plans, u.subscription.type) : 'N/A') },
    {
      header: 'Subscription Date',
      className: 'text-nowrap',
      cell: (u) => (u.subscription?.date
        ? <time dateTime={toDateInput(u.subscription.date)}>{formatDate(toDateInput(u.subscription.date) || u.subscription.date)}</time>
        : <span className="text-secondary">—</span>),
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
  ], [plans]);

  const onTabKey = (e: React.KeyboardEvent<HTMLButtonElement>) => {
    const i = TABS.findIndex((t) => t.key === tab);
    const next = e.key === 'ArrowRight' ? (i + 1) % TABS.length : e.key === 'ArrowLeft' ? (i - 1 + TABS.length) % TABS.length
      : e.key === 'Home' ? 0 : e.key === 'End' ? TABS.length - 1 : -1;
    if (next < 0) return;
    e.preventDefault();
    setTab(TABS[next].key);
    tabRefs.current[TABS[next].key]?.focus();
  };

  const counts: Record<TabKey, number> = { paid: paid.length, free: free.length };

  return (
    <>
      <PageHeader title="Users List" intro="Paid subscribers and free users. Use Edit to set or change a user's plan and start date." />
      {failed && <div className="mb-3"><LoadFailed text="The users could not be loaded." onRetry={() => setAttempt((n) => n + 1)} /></div>}
      <div role="tablist" aria-label="Users" className="nav nav-tabs mb-3">
        {TABS.map((t) => {
          const active = t.key === tab;
          return (
            <button
              key={t.key}
              ref={(el) => { tabRefs.current[t.key] = el; }}
              type="button"
              role="tab"
              id={`admin-users-tab-${t.key}`}
              aria-selected={active}
              aria-controls="admin-users-panel"
              tabIndex={active ? 0 : -1}
              className={`nav-link d-inline-flex align-items-center gap-2${active ? ' active fw-semibold' : ''}`}
              onClick={() => setTab(t.key)}
              onKeyDown={onTabKey}
            >
              {t.label}
              {users !== null && (
                <span className={`badge rounded-pill ${active ? 'text-bg-primary' : 'text-bg-light border'}`} aria-hidden="true">{counts[t.key]}</span>
              )}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id="admin-users-panel" aria-labelledby={`admin-users-tab-${tab}`}>
        <DataTable
          key={tab}
          caption={tab === 'paid' ? 'Paid subscribers' : 'Free users'}
          noun="users"
          columns={columns}
          rows={rows}
          loading={users === null}
          rowKey={rowKey}
          searchText={searchText}
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
    </>
  );
}

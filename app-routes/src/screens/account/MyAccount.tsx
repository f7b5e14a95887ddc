/**
 * My Account: the plan's stocks as numbered cards, "N of M stocks remaining",
 * the updates dialog, the calls' performance, the alert switches, the KYC, two-factor sign-in, the payments with their invoices, and the side panel with Change Password and Logout.
 */
import * as React from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { APP_ROUTES, formatINR, lastPaidDay, longDay, type Stock, type UserStocks } from 'contracts';
import { endpoints } from '../../api/endpoints';
import { errorMessage } from '../../api/client';
import { useApp } from '../../session/AppContext';
import { useToast } from '../../ui/toasts';
import StockCard from './StockCard';
import UpdatesDialog from './UpdatesDialog';
import ChangePasswordDialog from './ChangePasswordDialog';
import AlertSettings from './AlertSettings';
import AlertHistory from './AlertHistory';
import PaymentHistory from './PaymentHistory';
import KycSection from './KycSection';
import TwoFactorSection from '../../account-security/TwoFactorSection';
import CancellationRequest from './CancellationRequest';
import NewsBell from './NewsBell';
import PerformanceSection from './PerformanceSection';
import Purchase from '../../payments/Purchase';

export default function MyAccount() {
  const { session, navigate, signOut, supportEmail, firmName } = useApp();
  const toast = useToast();
  const user = session.user!;
  const [data, setData] = React.useState<UserStocks | null>(null);
  const [failed, setFailed] = React.useState(false);
  const [updatesOf, setUpdatesOf] = React.useState<Stock | null>(null);
  const [changing, setChanging] = React.useState(false);
  const [loggingOut, setLoggingOut] = React.useState(false);
  const [marking, setMarking] = React.useState(false);

  const load = React.useCallback(() => {
    endpoints
      .userStocks(user.id)
      .then(setData)
      .catch((err) => {
        setFailed(true);
        toast(errorMessage(err, (err as Error).message || 'Error Occured'), { kind: 'error' });
      });
  }, [user.id, toast]);
  React.useEffect(load, [load]);

  const logout = async () => {
    setLoggingOut(true);
    try {
      await endpoints.logout();
      signOut();
    } catch {
      // On failure a toast, and still go home (the user asked to leave); the stored credentials stay.
      toast('Oops some error occurred !', { kind: 'error' });
    }
    navigate('/');
  };

  /**
   * The bell acknowledges the news: the server's mark moves to what this answer showed (its asOf),
   * the count clears; the "New" badges stay for this visit, so the subscriber can still find them.
   */
  const markSeen = async () => {
    if (!data) return;
    setMarking(true);
    try {
      await endpoints.markSeen(user.id, data.asOf);
      setData({ ...data, newCount: 0 });
    } catch (err) {
      toast(errorMessage(err, 'Oops some error occurred !'), { kind: 'error' });
    } finally {
      setMarking(false);
    }
  };

  const go = (to: string) => (e: React.MouseEvent) => {
    e.preventDefault();
    navigate(to);
  };
  const storedPhone = typeof window !== 'undefined' ? window.localStorage.getItem('phone') : '';
  return (
    <div className="row g-4">
      <div className="col-lg-9">
        <div className="d-flex align-items-center justify-content-between gap-3 mb-3">
          <h1 className="h2 mb-0">My Account</h1>
          {data && !data.noActiveSubscription && <NewsBell count={data.newCount ?? 0} onSeen={markSeen} busy={marking} />}
        </div>
        {!data && !failed && (
          <div className="py-5 text-center">
            <Spinner animation="border" role="status">
              <span className="visually-hidden">Loading…</span>
            </Spinner>
          </div>
        )}
        {failed && <p className="text-body-secondary">Your stocks could not be loaded. Please try again later.</p>}
        {data?.paidThrough && data.plan && (
          <InstalmentPanel
            data={data}
            planId={data.plan.id}
            firmName={firmName}
            supportEmail={supportEmail}
            onPaid={load}
            onSignedOut={() => navigate(APP_ROUTES.login)}
          />
        )}
        {data?.noActiveSubscription && !data.nextInstalment && (
          <div className="card-soft p-4 p-md-5 text-center">
            <h2 className="h3">Start your Investment journey</h2>
            <p className="text-body-secondary">Choose a plan to receive our researched stock recommendations, reports and updates.</p>
            <a className="btn btn-success btn-lg" href="/pricing#pricing_section" onClick={go('/pricing#pricing_section')}>
              Plans &amp; Pricing
            </a>
          </div>
        )}
        {data && !data.noActiveSubscription && data.plan && (
          <>
            <p className="lead" data-testid="remaining">
              {data.plan.stocks - data.stocks.length} of {data.plan.stocks} stocks remaining
            </p>
            {data.stocks.length === 0 ? (
              <div className="card-soft p-4 p-md-5">
                <h2 className="h4">Your subscription will start soon</h2>
                <p>
                  Your {data.plan.name} plan includes {data.plan.stocks} stock recommendations. They will appear here, one by one, as we
                  publish them.
                </p>
                <p className="mb-0">
                  Questions? Write to us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
                </p>
              </div>
            ) : (
              <div className="row g-3">
                {data.stocks.map((stock, i) => (
                  <div className="col-md-6" key={stock.id}>
                    <StockCard stock={stock} number={i + 1} onUpdates={() => setUpdatesOf(stock)} />
                  </div>
                ))}
              </div>
            )}
          </>
        )}
        {data && !data.noActiveSubscription && data.stocks.length > 0 && <PerformanceSection userId={user.id} />}
        <AlertSettings userId={user.id} />
        <AlertHistory userId={user.id} />
        <KycSection userId={user.id} />
        <TwoFactorSection userId={user.id} />
        <PaymentHistory userId={user.id} />
        {data && !data.noActiveSubscription && <CancellationRequest userId={user.id} />}
      </div>
      <aside className="col-lg-3" aria-label="Your account">
        <div className="card-soft p-4">
          <p className="h5 mb-1">{user.first_name}</p>
          <p className="mb-1 text-break small">{user.email}</p>
          <p className="mb-3 small">{user.phone || storedPhone}</p>
          <button type="button" className="btn btn-link p-0 mb-3 d-block" onClick={() => setChanging(true)}>
            Change Password
          </button>
          <button type="button" className="btn btn-outline-danger w-100" onClick={logout} disabled={loggingOut}>
            {loggingOut && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}Logout
          </button>
        </div>
      </aside>
      <UpdatesDialog stock={updatesOf} onClose={() => setUpdatesOf(null)} />
      <ChangePasswordDialog show={changing} onClose={() => setChanging(false)} />
    </div>
  );
}

/**
 * Paid by yearly instalments (SEBI: fees at most a year ahead): the day the plan is paid through
 * and the next instalment, with Pay inside its renewal window (otherwise, from when it can be paid).
 */
function InstalmentPanel(props: {
  data: UserStocks;
  planId: string;
  firmName: string;
  supportEmail: string;
  onPaid: () => void;
  onSignedOut: () => void;
}) {
  const { paidThrough, nextInstalment: next } = props.data;
  return (
    <section className="card-soft p-4 mb-4" aria-label="Your plan's payments" data-testid="instalments">
      <p className="mb-2">
        {props.data.plan?.name} plan paid through <strong data-testid="paid-through">{longDay(lastPaidDay(paidThrough!))}</strong>
      </p>
      {next ? (
        <div className="d-flex flex-wrap align-items-center gap-3">
          <p className="mb-0" data-testid="next-instalment">
            Next instalment: <strong>{formatINR(next.amount / 100)}</strong>, due {longDay(next.date)}
          </p>
          <Purchase
            choosePlan={(plans) => plans.find((p) => p.id === props.planId)}
            firmName={props.firmName}
            supportEmail={props.supportEmail}
            onSignedOut={props.onSignedOut}
            instalment={{ date: next.date }}
            label="Pay"
            ariaLabel={`Pay the next instalment of ${formatINR(next.amount / 100)}`}
            className="btn btn-success"
            disabled={!next.payable}
            onPaid={props.onPaid}
          />
          {!next.payable && (
            <p className="mb-0 small text-body-secondary" data-testid="payable-from">
              It can be paid from {longDay(next.payableFrom)}.
            </p>
          )}
        </div>
      ) : (
        <p className="mb-0 small text-body-secondary">Your plan is paid in full.</p>
      )}
    </section>
  );
}

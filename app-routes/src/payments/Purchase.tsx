/**
 * Buying a plan, or paying its next yearly instalment (spec §4 Purchase, issue 10): the button →
 * a confirmation (plan, amount charged now, the terms to accept) → the server's checkout →
 * Razorpay Checkout, or the labelled demo checkout when the server has no keys → POST /api/Orders
 * → the persistent thank-you dialog (after an instalment: the plan is paid through its new day).
 * The pricing page's Subscribe and My Account's Pay both use it. The server decides the amount
 * and which instalment it is, and verifies the payment; this screen only carries them.
 */
import * as React from 'react';
import Modal from 'react-bootstrap/Modal';
import {
  APP_ROUTES,
  PAYMENT_MESSAGES,
  formatINR,
  lastPaidDay,
  longDay,
  readSession,
  type CheckoutAnswer,
  type PaymentResult,
  type Plan,
} from 'contracts';
// The pricing page's Subscribe is on a static page: the API client loads on the first click.
import { endpoints, setAuthToken } from '../api/lazy-endpoints';
import { errorMessage } from '../api/errors';
import { useToast } from '../ui/toasts';

/** Where the Most Important Terms and Conditions (their own page, /mitc) and the full terms are. */
const MITC_HREF = '/mitc';
const TERMS_HREF = '/terms-and-conditions';
/** The site's navy ($brand-navy), Razorpay Checkout's theme colour. */
const THEME_COLOR = '#0b2545';

interface RazorpayCheckout {
  open(): void;
  on(event: 'payment.failed', handler: () => void): void;
}
declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayCheckout;
  }
}

/**
 * How long Razorpay Checkout's script may take to load and start before the buyer is told the
 * payment window could not be opened (a blocked, offline or hanging script never fails silently).
 */
export const CHECKOUT_SCRIPT_TIMEOUT_MS = 8000;

/**
 * Loads Razorpay Checkout's script once (the site's CSP allows its origins when payments are live:
 * cms/config/lib/razorpay.ts). A failed or late attempt leaves nothing behind, so Pay can retry.
 */
function loadCheckoutScript(src: string): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const give = (ok: boolean) => {
      window.clearTimeout(timer);
      if (ok && window.Razorpay) return resolve();
      script.remove();
      reject(new Error('checkout script'));
    };
    const timer = window.setTimeout(() => give(false), CHECKOUT_SCRIPT_TIMEOUT_MS);
    script.src = src;
    script.async = true;
    script.onload = () => give(true);
    script.onerror = () => give(false);
    document.body.appendChild(script);
  });
}

type Outcome = { paid: PaymentResult } | { problem: string };

/** Razorpay Checkout, opened; or null when its script could not load or start. */
async function openableCheckout(order: CheckoutAnswer): Promise<typeof window.Razorpay | null> {
  try {
    await loadCheckoutScript(order.checkoutScript);
    return window.Razorpay ?? null;
  } catch {
    return null;
  }
}

/** Razorpay Checkout with the spec's options; resolves with the payment, or why there is none. */
function razorpayCheckout(Razorpay: NonNullable<typeof window.Razorpay>, order: CheckoutAnswer, firmName: string): Promise<Outcome> {
  const user = readSession().user;
  return new Promise((resolve) => {
    const checkout = new Razorpay({
      key: order.key,
      order_id: order.order_id,
      amount: order.amount,
      currency: order.currency,
      name: firmName,
      description: `${order.plan.name} Subscription`,
      prefill: { name: user?.first_name ?? '', email: user?.email ?? '', contact: user?.phone ?? '' },
      theme: { color: THEME_COLOR },
      handler: (paid: PaymentResult) => resolve({ paid }),
      modal: { ondismiss: () => resolve({ problem: PAYMENT_MESSAGES.dismissed }) },
    });
    checkout.on('payment.failed', () => resolve({ problem: PAYMENT_MESSAGES.failed }));
    checkout.open();
  });
}

type Step =
  | { kind: 'idle' }
  | { kind: 'confirm'; plan: Plan }
  | { kind: 'demo'; order: CheckoutAnswer }
  | { kind: 'thanks'; plan: string; paidThrough: string | null };

/** The next instalment being paid: its due day. */
export interface InstalmentDue {
  date: string;
}

export interface PurchaseProps {
  /** Which plan is bought, among those on sale (looked up when the button is pressed). */
  choosePlan: (plans: Plan[]) => Plan | undefined;
  /** Razorpay Checkout's `name`. */
  firmName: string;
  /** Named in the message shown when the payment window cannot be opened. */
  supportEmail: string;
  /** Signed out: where the button leads instead. */
  onSignedOut: () => void;
  label: string;
  ariaLabel: string;
  className: string;
  disabled?: boolean;
  /** Paying the running plan's next instalment (My Account) rather than subscribing. */
  instalment?: InstalmentDue;
  /** After the thank-you dialog of an instalment is closed. */
  onPaid?: () => void;
}

export default function Purchase(props: PurchaseProps) {
  const { choosePlan, firmName, supportEmail, onSignedOut, instalment } = props;
  const toast = useToast();
  const [busy, setBusy] = React.useState(false);
  const [step, setStep] = React.useState<Step>({ kind: 'idle' });
  const demoResult = React.useRef<(outcome: Outcome) => void>();
  const titleId = React.useId();

  const fail = (text: string) => {
    toast(text, { kind: 'error', ms: 5000 });
    setStep({ kind: 'idle' });
    setBusy(false);
  };

  const start = async () => {
    if (busy) return;
    const session = readSession();
    if (!session.user || !session.accesstoken) {
      onSignedOut();
      return;
    }
    setBusy(true);
    try {
      await setAuthToken(session.accesstoken);
      const plan = choosePlan(await endpoints.plans());
      if (!plan) return fail(PAYMENT_MESSAGES.planNotFound);
      setStep({ kind: 'confirm', plan });
    } catch (err) {
      fail(errorMessage(err, PAYMENT_MESSAGES.planNotFound));
    }
  };

  /**
   * The server's checkout, then the payment. A payment window that cannot be opened is told in the
   * confirmation, which stays open so that Pay can be pressed again (the answer is that message).
   */
  const pay = async (plan: Plan): Promise<string | void> => {
    let order: CheckoutAnswer;
    try {
      order = await endpoints.checkout(plan.id);
    } catch (err) {
      return fail(errorMessage(err, PAYMENT_MESSAGES.failed));
    }
    let outcome: Outcome;
    if (order.demo) {
      setStep({ kind: 'idle' });
      outcome = await new Promise<Outcome>((resolve) => {
        demoResult.current = resolve;
        setStep({ kind: 'demo', order });
      });
    } else {
      const Razorpay = await openableCheckout(order);
      if (!Razorpay) return PAYMENT_MESSAGES.windowFailed(supportEmail);
      setStep({ kind: 'idle' });
      try {
        outcome = await razorpayCheckout(Razorpay, order, firmName);
      } catch {
        return fail(PAYMENT_MESSAGES.windowFailed(supportEmail));
      }
    }
    if ('problem' in outcome) return fail(outcome.problem);
    try {
      const user = readSession().user;
      await endpoints.recordOrder({
        ...outcome.paid,
        amount: order.amount,
        razorpay_id: outcome.paid.razorpay_payment_id,
        plan: order.plan.name,
        ...(user ? { gWSUserId: user.id } : {}),
      });
      // After an instalment, the day the plan is now paid through (the server's, not guessed here).
      const paidThrough = instalment && user ? ((await endpoints.userStocks(user.id).catch(() => null))?.paidThrough ?? null) : null;
      setStep({ kind: 'thanks', plan: order.plan.name, paidThrough });
      setBusy(false);
    } catch (err) {
      fail(errorMessage(err, PAYMENT_MESSAGES.failed));
    }
  };

  const demoPay = async (order: CheckoutAnswer) => {
    try {
      demoResult.current?.({ paid: await endpoints.demoPay(order.order_id) });
    } catch (err) {
      demoResult.current?.({ problem: errorMessage(err, PAYMENT_MESSAGES.failed) });
    }
  };

  return (
    <>
      <button
        type="button"
        className={props.className}
        onClick={start}
        disabled={busy || props.disabled}
        aria-busy={busy}
        aria-label={props.ariaLabel}
      >
        {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {busy ? 'Please wait…' : props.label}
      </button>
      {step.kind === 'confirm' && (
        <ConfirmDialog
          plan={step.plan}
          instalment={instalment}
          titleId={titleId}
          onCancel={() => fail(PAYMENT_MESSAGES.dismissed)}
          onPay={pay}
        />
      )}
      {step.kind === 'demo' && (
        <DemoCheckout
          order={step.order}
          titleId={titleId}
          onPay={() => demoPay(step.order)}
          onCancel={() => demoResult.current?.({ problem: PAYMENT_MESSAGES.dismissed })}
        />
      )}
      {step.kind === 'thanks' &&
        (instalment ? (
          <InstalmentPaid
            plan={step.plan}
            paidThrough={step.paidThrough}
            titleId={titleId}
            onClose={() => {
              setStep({ kind: 'idle' });
              props.onPaid?.();
            }}
          />
        ) : (
          <ThankYou plan={step.plan} titleId={titleId} />
        ))}
    </>
  );
}

/** Cancel, and the button that pays (pressed once: it stays disabled while the payment is under way). */
function PayFooter(props: { label: string; sending: boolean; disabled?: boolean; onCancel: () => void; onPay: () => void }) {
  return (
    <Modal.Footer>
      <button type="button" className="btn btn-outline-secondary" onClick={props.onCancel} disabled={props.sending}>
        Cancel
      </button>
      <button type="button" className="btn-cta" disabled={props.disabled || props.sending} aria-busy={props.sending} onClick={props.onPay}>
        {props.label}
      </button>
    </Modal.Footer>
  );
}

/** Plan, amount charged now and the terms to accept, before anything is charged. */
function ConfirmDialog({
  plan,
  instalment,
  titleId,
  onCancel,
  onPay,
}: {
  plan: Plan;
  instalment?: InstalmentDue;
  titleId: string;
  onCancel: () => void;
  onPay: (plan: Plan) => Promise<string | void>;
}) {
  const [accepted, setAccepted] = React.useState(false);
  const [sending, setSending] = React.useState(false);
  const [problem, setProblem] = React.useState<string | null>(null);
  const now = (plan.instalment ?? plan.price * 100) / 100;
  const instalments = now < plan.price ? Math.ceil(plan.price / now) : 1;
  return (
    <Modal show onHide={sending ? undefined : onCancel} centered aria-labelledby={`${titleId}-confirm`} backdrop="static">
      <Modal.Header closeButton={!sending}>
        <Modal.Title id={`${titleId}-confirm`}>
          {instalment ? `Pay your next instalment of ${plan.name}` : `Subscribe to ${plan.name}`}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <dl className="row mb-3">
          <dt className="col-6">Plan</dt>
          <dd className="col-6 text-end">
            {plan.name} ({plan.months} months)
          </dd>
          <dt className="col-6">Charged now</dt>
          <dd className="col-6 text-end fw-bold" data-testid="amount-now">
            {formatINR(now)}
          </dd>
          {instalment && (
            <>
              <dt className="col-6">Due</dt>
              <dd className="col-6 text-end">{longDay(instalment.date)}</dd>
            </>
          )}
          {instalments > 1 && !instalment && (
            <>
              <dt className="col-6">Plan price</dt>
              <dd className="col-6 text-end">
                {formatINR(plan.price)}, in {instalments} yearly instalments
              </dd>
            </>
          )}
        </dl>
        <div className="form-check">
          <input
            id={`${titleId}-terms`}
            className="form-check-input"
            type="checkbox"
            checked={accepted}
            onChange={(e) => setAccepted(e.target.checked)}
          />
          <label htmlFor={`${titleId}-terms`} className="form-check-label">
            I have read and accept the{' '}
            <a href={MITC_HREF} target="_blank" rel="noopener">
              Most Important Terms and Conditions
            </a>{' '}
            and the{' '}
            <a href={TERMS_HREF} target="_blank" rel="noopener">
              Terms and Conditions
            </a>
            .
          </label>
        </div>
        {problem && (
          <div className="alert alert-danger mt-3 mb-0" role="alert" data-testid="checkout-problem">
            {problem}
          </div>
        )}
      </Modal.Body>
      <PayFooter
        label={sending ? 'Opening the checkout…' : `Pay ${formatINR(now)}`}
        sending={sending}
        disabled={!accepted}
        onCancel={onCancel}
        onPay={async () => {
          setSending(true);
          setProblem(null);
          const failed = await onPay(plan);
          if (failed) {
            setProblem(failed);
            setSending(false);
          }
        }}
      />
    </Modal>
  );
}

/** No Razorpay keys outside production: a checkout that says what it is, paid through the same server checks. */
function DemoCheckout({
  order,
  titleId,
  onPay,
  onCancel,
}: {
  order: CheckoutAnswer;
  titleId: string;
  onPay: () => void;
  onCancel: () => void;
}) {
  const [sending, setSending] = React.useState(false);
  return (
    <Modal show onHide={sending ? undefined : onCancel} centered aria-labelledby={`${titleId}-demo`} backdrop="static">
      <Modal.Header closeButton={!sending}>
        <Modal.Title id={`${titleId}-demo`}>Demo checkout</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="alert alert-warning mb-3" role="note">
          <strong>Demo mode: no money is charged.</strong> Payments are not set up on this server (no Razorpay keys), so this stands in for
          Razorpay Checkout. The server still verifies the payment as it would a real one.
        </p>
        <p className="mb-0">
          {order.plan.name} Subscription: <strong>{formatINR(order.amount / 100)}</strong>
        </p>
      </Modal.Body>
      <PayFooter
        label={`Pay ${formatINR(order.amount / 100)} (demo)`}
        sending={sending}
        onCancel={onCancel}
        onPay={() => {
          setSending(true);
          onPay();
        }}
      />
    </Modal>
  );
}

/** The persistent thank-you dialog (spec §2.5): it stays until the subscriber goes to My Account. */
function ThankYou({ plan, titleId }: { plan: string; titleId: string }) {
  return (
    <Modal show centered backdrop="static" keyboard={false} aria-labelledby={`${titleId}-thanks`}>
      <Modal.Header>
        <Modal.Title id={`${titleId}-thanks`}>Thank you for subscribing!</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">Your payment for the {plan} plan is confirmed. Your stock recommendations are in My Account.</p>
      </Modal.Body>
      <Modal.Footer>
        <a className="btn-cta" href={APP_ROUTES.myAccount}>
          Go to My Account
        </a>
      </Modal.Footer>
    </Modal>
  );
}

/** After an instalment: the day the plan is now paid through. */
function InstalmentPaid({
  plan,
  paidThrough,
  titleId,
  onClose,
}: {
  plan: string;
  paidThrough: string | null;
  titleId: string;
  onClose: () => void;
}) {
  return (
    <Modal show centered backdrop="static" keyboard={false} aria-labelledby={`${titleId}-thanks`}>
      <Modal.Header>
        <Modal.Title id={`${titleId}-thanks`}>Thank you for your payment!</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0" data-testid="paid-through-now">
          Your instalment for the {plan} plan is confirmed.
          {paidThrough ? ` Your plan is now paid through ${longDay(lastPaidDay(paidThrough))}.` : ''}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn-cta" onClick={onClose}>
          Back to My Account
        </button>
      </Modal.Footer>
    </Modal>
  );
}

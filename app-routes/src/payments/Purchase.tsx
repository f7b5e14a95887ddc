/**
 * Buying a plan, or paying its next yearly instalment: the button → the client's KYC when a first
 * payment needs it (none yet, or rejected) → a confirmation (plan, amount charged now, the terms to
 * accept) → the server's checkout →
 * Razorpay Checkout, or the labelled demo checkout when the server has no keys → POST /api/Orders
 * → the persistent thank-you dialog (after an instalment: the plan is paid through its new day).
 * The pricing page's Subscribe and My Account's Pay both use it. The server decides the amount
 * and which instalment it is, and verifies the payment; this screen only carries them. Here: the
 * steps; beside it, the script loader (checkout-script.ts), the gateway (razorpay-checkout.ts) and
 * the dialogs.
 */
import * as React from 'react';
import { KYC_MESSAGES, kycNeeded, PAYMENT_MESSAGES, readSession, type CheckoutAnswer, type Plan } from 'contracts';
// The pricing page's Subscribe is on a static page: the API client loads on the first click.
import { endpoints, setAuthToken } from '../api/lazy-endpoints';
import { errorMessage } from '../api/errors';
import { useToast } from '../ui/toasts';
import { openableCheckout, razorpayCheckout, type Outcome } from './razorpay-checkout';
import ConfirmDialog from './ConfirmDialog';
import KycDialog from './KycDialog';
import DemoCheckout from './DemoCheckout';
import { InstalmentPaid, ThankYou } from './PaidDialogs';

type Step =
  | { kind: 'idle' }
  | { kind: 'kyc'; plan: Plan }
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
      // A next instalment is not held up by KYC (the server's rule). A status that cannot be read
      // does not stop the purchase here: the checkout's own 409 brings the KYC step then.
      const kyc = instalment
        ? undefined
        : await endpoints.kycStatus(session.user.id).then(
            (a) => a.kyc,
            () => undefined,
          );
      setStep({ kind: kyc !== undefined && kycNeeded(kyc) ? 'kyc' : 'confirm', plan });
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
      const message = errorMessage(err, PAYMENT_MESSAGES.failed);
      // The KYC was rejected (or never read) meanwhile: its step, then this confirmation again.
      if (message === KYC_MESSAGES.required) return setStep({ kind: 'kyc', plan });
      return fail(message);
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
      {step.kind === 'kyc' && (
        <KycDialog
          titleId={titleId}
          // Only while the step is still open: a save that lands after the client closed the step
          // must not open the confirmation of a purchase they walked away from.
          onSaved={() => setStep((s) => (s.kind === 'kyc' ? { kind: 'confirm', plan: s.plan } : s))}
          onCancel={() => fail(PAYMENT_MESSAGES.dismissed)}
        />
      )}
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

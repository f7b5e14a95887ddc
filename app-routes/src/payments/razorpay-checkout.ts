/** Razorpay Checkout opened with the app's options: the gateway's side of the purchase flow (Purchase.tsx). */
import { BRAND_NAVY, PAYMENT_MESSAGES, readSession, type CheckoutAnswer, type PaymentResult } from 'contracts';
import { loadCheckoutScript } from './checkout-script';

/** The site's navy ($brand-navy), Razorpay Checkout's theme colour. */
const THEME_COLOR = BRAND_NAVY;

export interface RazorpayCheckout {
  open(): void;
  on(event: 'payment.failed', handler: () => void): void;
}
declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayCheckout;
  }
}

export type Outcome = { paid: PaymentResult } | { problem: string };

/** Razorpay Checkout, opened; or null when its script could not load or start. */
export async function openableCheckout(order: CheckoutAnswer): Promise<typeof window.Razorpay | null> {
  try {
    await loadCheckoutScript(order.checkoutScript);
    return window.Razorpay ?? null;
  } catch {
    return null;
  }
}

/** Razorpay Checkout with the app's options; resolves with the payment, or why there is none. */
export function razorpayCheckout(Razorpay: NonNullable<typeof window.Razorpay>, order: CheckoutAnswer, firmName: string): Promise<Outcome> {
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

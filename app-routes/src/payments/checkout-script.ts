/**
 * Razorpay Checkout's script, loaded on the first payment (the site's CSP allows its origins when
 * payments are live: cms/config/lib/razorpay.ts).
 */
/**
 * How long Razorpay Checkout's script may take to load and start before the buyer is told the
 * payment window could not be opened (a blocked, offline or hanging script never fails silently).
 */
export const CHECKOUT_SCRIPT_TIMEOUT_MS = 8000;

/**
 * Loads Razorpay Checkout's script once (the site's CSP allows its origins when payments are live:
 * cms/config/lib/razorpay.ts). A failed or late attempt leaves nothing behind, so Pay can retry.
 */
export function loadCheckoutScript(src: string): Promise<void> {
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

/**
 * Conversion events for the marketing pixel. The pixel's script is only on the page when an
 * editor has set a pixel id in the CMS (loadPixel, from components/layout/TrackingPixel); without
 * it `fbq` does not exist and events go nowhere (no third-party script loads at all).
 */
import { TRACKING_PIXEL } from 'contracts';

type Fbq = ((...args: unknown[]) => void) & { callMethod?: (...args: unknown[]) => void; queue: unknown[][] };
type PixelWindow = Window & { fbq?: Fbq; _fbq?: Fbq };

export function trackEvent(event: 'Lead'): void {
  const fbq = (window as PixelWindow).fbq;
  if (typeof fbq === 'function') fbq('track', event);
}

/**
 * Meta's documented loader, without its inline script (the site's CSP allows no inline script it
 * did not build): a queue that takes calls until the script arrives, the script, then init and
 * PageView. Once per page load.
 */
export function loadPixel(pixelId: string): void {
  const w = window as PixelWindow;
  if (w.fbq) return;
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  }) as Fbq;
  Object.assign(fbq, { push: fbq, loaded: true, version: '2.0', queue: [] });
  w.fbq = w._fbq = fbq;
  const script = document.createElement('script');
  script.async = true;
  script.src = TRACKING_PIXEL.scriptUrl;
  document.head.appendChild(script);
  fbq('init', pixelId);
  fbq('track', 'PageView');
}

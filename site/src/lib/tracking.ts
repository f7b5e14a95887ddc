/**
 * Conversion events for the marketing pixel. The pixel's script is only on the page when an
 * editor has set a pixel id in the CMS; without it `fbq` does not exist and events go nowhere
 * (no third-party script loads at all).
 */
type Fbq = (command: 'track', event: string) => void;

export function trackEvent(event: 'Lead'): void {
  const fbq = (window as unknown as { fbq?: Fbq }).fbq;
  if (typeof fbq === 'function') fbq('track', event);
}

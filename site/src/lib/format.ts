/** Indian-style rupee amounts: 150000 → "₹1,50,000" (contracts: the app's payment screens use it too). */
export { formatINR } from 'contracts';

/** "2025-07-31" → "31 July 2025" (dates from the CMS are calendar dates, no time zone). */
export const formatDate = (iso: string): string => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
};

/** Percentage change between two values, rounded to one decimal. */
export const percentChange = (first: number, last: number): number => Math.round(((last - first) / first) * 1000) / 10;

/** The WhatsApp chat link of a phone number ('+91 98765 43210' → https://wa.me/919876543210). */
export const whatsappChatUrl = (phone: string): string => `https://wa.me/${phone.replace(/\D/g, '')}`;

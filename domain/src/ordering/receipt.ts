import type { Seller } from './seller';

/**
 * When a booking was paid, as receipts write it: '14 Mar 2027, 09:35 CET', in the reader's time zone
 * (or the one given: e-mails use UTC, as their reader's zone is unknown).
 */
export function paymentTimeText(paidAt: string | Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
    timeZone,
  }).formatToParts(new Date(paidAt));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} ${part('timeZoneName')}`;
}

/** The seller as a receipt's foot names it: name, each line of the address when configured, support e-mail. */
export function sellerLines(seller: Seller): string[] {
  // one entry per address line: a screen shows each as its own line, as the text e-mails do
  return [seller.name, ...seller.address.split(/\r?\n/), `Support: ${seller.supportEmail}`].map((line) => line.trim()).filter((line) => line !== '');
}

/** The booking reference shown to the player (product spec section 9): 'NF-' + the order id's first 4 characters, upper case. */
export function bookingReference(orderId: string): string {
  return `NF-${orderId.slice(0, 4).toUpperCase()}`;
}

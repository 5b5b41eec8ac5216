import type { Seller } from './seller';

/** The seller as a receipt's foot names it: name, each line of the address when configured, support e-mail. */
export function sellerLines(seller: Seller): string[] {
  // one entry per address line: a screen shows each as its own line, as the text e-mails do
  return [seller.name, ...seller.address.split(/\r?\n/), `Support: ${seller.supportEmail}`].map((line) => line.trim()).filter((line) => line !== '');
}

/** The booking reference shown to the player (product spec section 9): 'NF-' + the order id's first 4 characters, upper case. */
export function bookingReference(orderId: string): string {
  return `NF-${orderId.slice(0, 4).toUpperCase()}`;
}

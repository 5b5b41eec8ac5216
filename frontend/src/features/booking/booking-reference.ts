/** The booking reference shown to the player (product spec section 9): 'NF-' + the order id's first 4 characters, upper case. */
export function bookingReference(orderId: string): string {
  return `NF-${orderId.slice(0, 4).toUpperCase()}`;
}

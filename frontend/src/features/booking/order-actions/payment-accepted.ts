// The payment page tells the confirmation page that the card was just accepted, through the
// router's navigation state: the order view alone cannot tell a payment in flight (a card confirmed
// in the browser, the provider's webhook still on its way) from a payment page left open and abandoned.

export interface PaymentAcceptedState {
  paymentAccepted: true;
}

/** Pass as `navigate(confirmationPath, { state: paymentAcceptedState })` after the card is accepted. */
export const paymentAcceptedState: PaymentAcceptedState = { paymentAccepted: true };

/** Whether the navigation that opened the page carried paymentAcceptedState. */
export function paymentAcceptedOnArrival(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'paymentAccepted' in state && state.paymentAccepted === true;
}

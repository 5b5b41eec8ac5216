// Paying through the real API as the card form does, for tests whose subject comes after the payment.
import type { ApiSession } from './loyalty-steps';

/** A payment intent for `amount` (major units), confirmed with the 4242 demo card; throws unless it succeeded. */
export async function apiPayWithDemoCard(player: ApiSession, orderId: string, amount: number, nameOnCard: string): Promise<void> {
  const intent = await player.call<{ clientSecret: string }>('POST', '/api/create-payment-intent', { orderId, amount });
  const paid = await player.call<{ status: string }>('POST', '/api/payments/demo/confirm', {
    clientSecret: intent.clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/34',
    cvc: '123',
    nameOnCard,
  });
  if (paid.status !== 'succeeded') throw new Error(`The demo card payment answered ${JSON.stringify(paid)}`);
}

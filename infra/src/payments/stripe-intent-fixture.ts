// For the payment tests only: a payment intent as Stripe's API and webhook events carry it.

export const FIXTURE_ORDER_ID = '7d9f3c1e-2b4a-4c8e-9f10-1a2b3c4d5e6f';

/** An intent of this shop's order, awaiting payment; `fields` override any part of it. */
export function stripeIntentFixture(fields: Record<string, unknown>): Record<string, unknown> {
  return {
    id: 'pi_123',
    object: 'payment_intent',
    amount: 123_450,
    currency: 'eur',
    status: 'requires_payment_method',
    client_secret: 'pi_123_secret_xyz',
    metadata: { orderId: FIXTURE_ORDER_ID },
    latest_charge: null,
    last_payment_error: null,
    ...fields,
  };
}

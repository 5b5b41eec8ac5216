import { describe, expect, it } from 'vitest';
import { PaymentProviderError } from './errors';
import { fakeStripe } from './stripe-fake-transport';
import { FIXTURE_ORDER_ID, stripeIntentFixture } from './stripe-intent-fixture';

// A payment plan's automatic charges at Stripe (issue 31): the card saved off-session when the
// player consents, and a later charge of it without the player.

const orderId = FIXTURE_ORDER_ID;
const intent = stripeIntentFixture;
const createInput = { orderId, amountCents: 123_450, currency: 'EUR', idempotencyKey: 'order-1-pay', customerEmail: 'p@example.com' };

describe('Stripe saved cards', () => {
  it('saves the card for off-session use under a customer of its own when the player consents', async () => {
    const { seen, provider } = fakeStripe((request) => ({ body: request.url.pathname === '/v1/customers' ? { id: 'cus_1', object: 'customer' } : intent({}) }));
    await provider.createIntent({ ...createInput, saveCard: true });
    expect(seen.map((request) => request.url.pathname)).toEqual(['/v1/customers', '/v1/payment_intents']);
    expect(seen[0]?.headers.get('idempotency-key')).toBe('customer-order-1-pay');
    expect(seen[1]?.form?.get('customer')).toBe('cus_1');
    expect(seen[1]?.form?.get('setup_future_usage')).toBe('off_session');
  });

  it('charges a saved card off-session with the plan’s payments in the metadata; a decline is an answer, not an error', async () => {
    const charged = intent({ status: 'succeeded', metadata: { orderId, instalments: '2' }, latest_charge: { id: 'ch_2', payment_method_details: { type: 'card', card: { last4: '4242', brand: 'visa' } } } });
    const { seen, provider } = fakeStripe(() => ({ body: charged }));
    const input = { orderId, amountCents: 123_450, currency: 'EUR', savedCard: 'cus_1/pm_1', idempotencyKey: 'order-1-auto-2-charge', instalments: [2] };
    expect(await provider.chargeSavedCard(input)).toMatchObject({ type: 'payment.succeeded', intentId: 'pi_123', orderId, instalments: [2], cardLast4: '4242', eventId: 'charge_pi_123_payment.succeeded' });
    const form = seen[0]?.form;
    expect([form?.get('customer'), form?.get('payment_method'), form?.get('off_session'), form?.get('confirm'), form?.get('metadata[instalments]')]).toEqual(['cus_1', 'pm_1', 'true', 'true', '2']);
    expect(seen[0]?.headers.get('idempotency-key')).toBe('order-1-auto-2-charge');

    const declinedIntent = intent({ status: 'requires_payment_method', metadata: { orderId, instalments: '2' } });
    const declining = fakeStripe(() => ({ status: 402, body: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.', payment_intent: declinedIntent } } }));
    expect(await declining.provider.chargeSavedCard(input)).toMatchObject({ type: 'payment.failed', failureMessage: 'Your card was declined.', instalments: [2] });
    await expect(provider.chargeSavedCard({ ...input, savedCard: 'pm_only' })).rejects.toThrow(PaymentProviderError);
  });
});

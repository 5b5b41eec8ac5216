import { randomBytes } from 'node:crypto';
import { ConflictError } from '@pokerfest/domain';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import type { Db } from '../db';
import { PaymentProviderError } from './errors';
import { createPaymentProvider, DemoPaymentProvider, STRIPE_API_VERSION, StripePaymentProvider } from './index';
import { FIXTURE_ORDER_ID, stripeIntentFixture } from './stripe-intent-fixture';
import { fakeStripe, keys } from './stripe-fake-transport';

const orderId = FIXTURE_ORDER_ID;
const intent = stripeIntentFixture;

const createInput = { orderId, amountCents: 123_450, currency: 'EUR', idempotencyKey: 'order-1-pay', customerEmail: 'p@example.com' };
const stripeError = (status: number, error: Record<string, string>) => ({ status, body: { error } });

describe('Stripe adapter calls', () => {
  it('creates an intent: form body in cents, lower-case currency, order id in metadata, idempotency key, pinned version', async () => {
    const { seen, provider } = fakeStripe(() => ({ body: intent({}) }));
    const created = await provider.createIntent(createInput);
    expect(created).toEqual({ intentId: 'pi_123', clientSecret: 'pi_123_secret_xyz', status: 'requires_payment', amountCents: 123_450, currency: 'EUR' });
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.url.href).toBe('https://api.stripe.com/v1/payment_intents');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('authorization')).toBe('Bearer sk_test_abc123');
    expect(request?.headers.get('idempotency-key')).toBe('order-1-pay');
    expect(request?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(request?.headers.get('stripe-version')).toBe(STRIPE_API_VERSION);
    expect(STRIPE_API_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}\.\w+$/);
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      amount: '123450',
      currency: 'eur',
      'allowed_payment_method_types[0]': 'card',
      'metadata[orderId]': orderId,
      receipt_email: 'p@example.com',
    });
  });

  it('retrieves an intent with its charge expanded, and maps status, money, order and card', async () => {
    const { seen, provider } = fakeStripe(() => ({
      body: intent({ status: 'succeeded', latest_charge: { id: 'ch_1', payment_method_details: { type: 'card', card: { last4: '4242', brand: 'visa' } } } }),
    }));
    expect(await provider.retrieveIntent('pi_123')).toEqual({
      intentId: 'pi_123',
      status: 'succeeded',
      amountCents: 123_450,
      currency: 'EUR',
      orderId,
      cardLast4: '4242',
      cardBrand: 'visa',
      failureMessage: null,
      instalments: null,
      savedCard: null,
    });
    expect(seen[0]?.url.pathname).toBe('/v1/payment_intents/pi_123');
    expect([...(seen[0]?.url.searchParams ?? [])]).toEqual([['expand[0]', 'latest_charge']]);
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.form).toBeNull();
    expect(seen[0]?.headers.get('idempotency-key')).toBeNull();
    expect(seen[0]?.headers.get('stripe-version')).toBe(STRIPE_API_VERSION);
  });

  it('maps Stripe states: a declined attempt is failed, an untried one requires payment', async () => {
    const declined = intent({ last_payment_error: { message: 'Your card was declined.', payment_method: { card: { last4: '0002' } } } });
    const states: Array<[Record<string, unknown>, string]> = [
      [intent({}), 'requires_payment'],
      [intent({ status: 'requires_action' }), 'requires_payment'],
      [declined, 'failed'],
      [intent({ status: 'processing' }), 'processing'],
      [intent({ status: 'canceled', metadata: {} }), 'canceled'],
    ];
    for (const [body, status] of states) {
      const { provider } = fakeStripe(() => ({ body }));
      expect((await provider.retrieveIntent('pi_123')).status).toBe(status);
    }
    const { provider } = fakeStripe(() => ({ body: declined }));
    expect(await provider.retrieveIntent('pi_123')).toMatchObject({ failureMessage: 'Your card was declined.', cardLast4: '0002' });
  });

  it('refunds what is left of the payment intent when no amount is named, with the idempotency key', async () => {
    const { seen, provider } = fakeStripe(() => ({ body: { id: 're_9', object: 'refund', amount: 123_450, status: 'succeeded' } }));
    expect(await provider.refund('pi_123', 'refund-order-1')).toEqual({ refundId: 're_9', amountCents: 123_450 });
    expect(seen[0]?.url.href).toBe('https://api.stripe.com/v1/refunds');
    expect(seen[0]?.method).toBe('POST');
    expect(Object.fromEntries(seen[0]?.form ?? [])).toEqual({ payment_intent: 'pi_123' });
    expect(seen[0]?.headers.get('idempotency-key')).toBe('refund-order-1');
  });

  it('refunds a part: sends the amount in cents, keeps each refund key, and answers the amount Stripe refunded', async () => {
    const { seen, provider } = fakeStripe((request) => ({ body: { id: `re_${request.form?.get('amount')}`, object: 'refund', amount: Number(request.form?.get('amount')) } }));
    expect(await provider.refund('pi_123', 'drop-extra-1', 4_500)).toEqual({ refundId: 're_4500', amountCents: 4_500 });
    expect(await provider.refund('pi_123', 'drop-night-1', 12_000)).toEqual({ refundId: 're_12000', amountCents: 12_000 });
    expect(seen.map((request) => Object.fromEntries(request.form ?? []))).toEqual([
      { payment_intent: 'pi_123', amount: '4500' },
      { payment_intent: 'pi_123', amount: '12000' },
    ]);
    expect(seen.map((request) => request.headers.get('idempotency-key'))).toEqual(['drop-extra-1', 'drop-night-1']);
  });

  it('refuses an amount of 0 or less, or not whole cents, without asking Stripe', async () => {
    const { seen, provider } = fakeStripe(() => ({ body: { id: 're_1', amount: 1 } }));
    for (const amount of [0, -100, 10.5]) {
      await expect(provider.refund('pi_123', 'refund-1', amount)).rejects.toMatchObject({ providerStatus: 400, providerCode: 'refund_amount_invalid' });
    }
    await expect(provider.refund('pi_123', '', 100)).rejects.toMatchObject({ providerStatus: 400, providerCode: 'idempotency_key_invalid' });
    expect(seen).toHaveLength(0);
  });
});

describe('Stripe adapter: stopping a hold\'s payment and listing for the reconciliation', () => {
  it('cancels an unpaid intent (POST …/cancel) and answers it canceled', async () => {
    const { seen, provider } = fakeStripe(() => ({ body: intent({ status: 'canceled' }) }));
    expect(await provider.cancelIntent('pi_123')).toMatchObject({ intentId: 'pi_123', status: 'canceled', orderId });
    expect(seen[0]?.url.pathname).toBe('/v1/payment_intents/pi_123/cancel');
    expect(seen[0]?.method).toBe('POST');
  });

  it('answers the intent as it is when Stripe refuses to cancel a payment that came first', async () => {
    const { seen, provider } = fakeStripe((_request, index) =>
      index === 0
        ? stripeError(400, { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'You cannot cancel this PaymentIntent because it has a status of succeeded.' })
        : { body: intent({ status: 'succeeded', latest_charge: { id: 'ch_1', payment_method_details: { type: 'card', card: { last4: '4242', brand: 'visa' } } } }) },
    );
    expect(await provider.cancelIntent('pi_123')).toMatchObject({ status: 'succeeded', amountCents: 123_450, cardLast4: '4242' });
    expect(seen.map((request) => `${request.method} ${request.url.pathname}`)).toEqual(['POST /v1/payment_intents/pi_123/cancel', 'GET /v1/payment_intents/pi_123']);
  });

  it('passes on any other refusal to cancel (the hold then waits and asks again)', async () => {
    const { provider } = fakeStripe(() => stripeError(500, { type: 'api_error', message: 'Something went wrong' }));
    await expect(provider.cancelIntent('pi_123')).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('lists the intents created since a moment, page after page, oldest first, only those of an order', async () => {
    const { seen, provider } = fakeStripe((request) =>
      request.url.searchParams.get('starting_after') === null
        ? { body: { object: 'list', has_more: true, data: [intent({ id: 'pi_3', status: 'succeeded' }), intent({ id: 'pi_2', metadata: {} })] } }
        : { body: { object: 'list', has_more: false, data: [intent({ id: 'pi_1', status: 'succeeded' })] } },
    );
    const listed = await provider.listRecentIntents(new Date('2026-11-20T12:00:00Z'), 10);
    expect(listed.map((found) => [found.intentId, found.status])).toEqual([['pi_1', 'succeeded'], ['pi_3', 'succeeded']]);
    expect(seen[0]?.url.searchParams.get('created[gte]')).toBe(String(Date.parse('2026-11-20T12:00:00Z') / 1000));
    expect(seen[1]?.url.searchParams.get('starting_after')).toBe('pi_2');
  });
});

describe('Stripe adapter failures', () => {
  it("turns Stripe's error answer into a clear 502 that names the reason and never the key", async () => {
    const { provider } = fakeStripe(() => stripeError(400, { type: 'invalid_request_error', code: 'amount_too_small', message: 'Amount must be at least €0.50 eur' }));
    const error = await provider.createIntent({ orderId, amountCents: 10, currency: 'EUR', idempotencyKey: 'k' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ status: 502, providerStatus: 400, providerCode: 'amount_too_small' });
    expect((error as Error).message).toBe('Stripe refused POST /payment_intents (400): Amount must be at least €0.50 eur');
    expect((error as Error).message).not.toContain(keys.secretKey);
  });

  it('reports a declined card (402 card_error) at once: a decline is an answer, not retried', async () => {
    const { seen, provider } = fakeStripe(() => stripeError(402, { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' }), 2);
    const error = await provider.createIntent(createInput).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ status: 502, providerStatus: 402, providerCode: 'card_declined', message: 'Stripe refused POST /payment_intents (402): Your card was declined.' });
    expect(seen).toHaveLength(1);
  });

  it('retries a 5xx under the same idempotency key, and answers the retry', async () => {
    const { seen, provider } = fakeStripe((_, index) => (index === 0 ? stripeError(500, { type: 'api_error', message: 'Something went wrong.' }) : { body: intent({}) }), 1);
    expect(await provider.createIntent(createInput)).toMatchObject({ intentId: 'pi_123' });
    expect(seen.map((request) => request.headers.get('idempotency-key'))).toEqual(['order-1-pay', 'order-1-pay']);
  });

  it('gives up after the configured retries: a 5xx or an unreachable Stripe is a PaymentProviderError', async () => {
    const busy = fakeStripe(() => stripeError(503, { type: 'api_error', message: 'Stripe is busy.' }), 1);
    const error = await busy.provider.refund('pi_1', 'refund-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ providerStatus: 503, message: 'Stripe refused POST /refunds (503): Stripe is busy.' });
    expect(busy.seen.map((request) => request.headers.get('idempotency-key'))).toEqual(['refund-1', 'refund-1']);
    const down = fakeStripe(() => new TypeError('fetch failed'), 1);
    await expect(down.provider.refund('pi_1', 'refund-1')).rejects.toThrow(/^Stripe could not be reached \(POST \/refunds\)/);
    expect(down.seen).toHaveLength(2);
  });

  it('reports a non-JSON answer and an unexpected shape', async () => {
    const html = fakeStripe(() => ({ status: 503, body: '<html>busy</html>' })).provider;
    const error = await html.retrieveIntent('pi_1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toMatch(/^Stripe refused GET \/payment_intents\/pi_1: Invalid JSON/);
    const odd = fakeStripe(() => ({ body: { id: 'pi_1' } })).provider;
    await expect(odd.retrieveIntent('pi_1')).rejects.toThrow('Stripe answered an unexpected payment intent.');
  });

  it("passes on Stripe's refusal of a refund beyond what is left, not retried", async () => {
    const { seen, provider } = fakeStripe(
      () => stripeError(400, { type: 'invalid_request_error', code: 'amount_too_large', message: 'Refund amount (€50.00) is greater than unrefunded amount on charge (€10.00)' }),
      2,
    );
    const error = await provider.refund('pi_123', 'drop-night-2', 5_000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ providerStatus: 400, providerCode: 'amount_too_large' });
    expect(seen).toHaveLength(1);
  });

  it('reports a refund answer without its amount as unexpected', async () => {
    const { provider } = fakeStripe(() => ({ body: { id: 're_9', object: 'refund' } }));
    await expect(provider.refund('pi_123', 'refund-1')).rejects.toThrow('Stripe answered an unexpected refund.');
  });

  it('refuses a reused idempotency key with other parameters as a conflict', async () => {
    const { provider } = fakeStripe(() => stripeError(400, { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters' }));
    await expect(provider.createIntent({ orderId, amountCents: 500, currency: 'EUR', idempotencyKey: 'k' })).rejects.toBeInstanceOf(ConflictError);
  });
});

describe('createPaymentProvider', () => {
  const db = {} as Db;
  const config = {
    PAYMENT_PROVIDER: 'stripe' as const,
    STRIPE_SECRET_KEY: keys.secretKey,
    STRIPE_PUBLISHABLE_KEY: keys.publishableKey,
    STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
    STRIPE_MAX_NETWORK_RETRIES: 2,
    DEMO_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
    WEBHOOK_TOLERANCE_SECONDS: 300,
    DEMO_WEBHOOK_REDELIVERY_MS: 10_000,
  };

  it('builds the configured adapter', () => {
    const stripe = createPaymentProvider(config, db);
    expect(stripe).toBeInstanceOf(StripePaymentProvider);
    expect(stripe).toMatchObject({ name: 'stripe', publishableKey: keys.publishableKey, signatureHeaderName: 'stripe-signature' });
    const demo = createPaymentProvider({ ...config, PAYMENT_PROVIDER: 'demo' }, db);
    expect(demo).toBeInstanceOf(DemoPaymentProvider);
    expect(demo).toMatchObject({ name: 'demo', publishableKey: null, signatureHeaderName: 'demo-signature' });
  });

  it('retries as often as STRIPE_MAX_NETWORK_RETRIES says', async () => {
    let calls = 0;
    const httpClient = Stripe.createFetchHttpClient((() => {
      calls += 1;
      return Promise.reject(new TypeError('fetch failed'));
    }) as typeof fetch);
    const stripe = createPaymentProvider({ ...config, STRIPE_MAX_NETWORK_RETRIES: 1 }, db, { httpClient });
    await expect(stripe.retrieveIntent('pi_1')).rejects.toBeInstanceOf(PaymentProviderError);
    expect(calls).toBe(2);
  });

  it('refuses Stripe without its keys, and the demo without its webhook secret', () => {
    expect(() => createPaymentProvider({ ...config, STRIPE_WEBHOOK_SECRET: undefined }, db)).toThrow(ConfigError);
    expect(() => createPaymentProvider({ ...config, PAYMENT_PROVIDER: 'demo', DEMO_WEBHOOK_SECRET: undefined }, db)).toThrow(/DEMO_WEBHOOK_SECRET/);
  });
});

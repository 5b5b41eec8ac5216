import { randomBytes } from 'node:crypto';
import { ConflictError, ValidationError } from '@pokerfest/domain';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import type { Db } from '../db';
import { PaymentProviderError, WebhookSignatureError } from './errors';
import { createPaymentProvider, DemoPaymentProvider, StripePaymentProvider } from './index';
import type { FetchFunction } from './stripe-api';
import { sign } from './webhook-signature';

const now = new Date('2026-11-21T12:00:00Z');
const keys = { secretKey: 'sk_test_abc123', publishableKey: 'pk_test_abc123', webhookSecret: 'whsec_test_abc123' };
const orderId = '7d9f3c1e-2b4a-4c8e-9f10-1a2b3c4d5e6f';

interface SeenRequest {
  url: string;
  method: string | undefined;
  headers: Record<string, string>;
  form: URLSearchParams | null;
}

function fakeStripe(answer: (request: SeenRequest) => { status?: number; body: unknown }) {
  const seen: SeenRequest[] = [];
  const fetch: FetchFunction = async (url, init) => {
    const request = {
      url,
      method: init.method,
      headers: init.headers as Record<string, string>,
      form: typeof init.body === 'string' ? new URLSearchParams(init.body) : null,
    };
    seen.push(request);
    const { status = 200, body } = answer(request);
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  };
  return { seen, provider: new StripePaymentProvider({ ...keys, toleranceSeconds: 300, now: () => now, fetch }) };
}

const intent = (fields: Record<string, unknown>) => ({
  id: 'pi_123',
  object: 'payment_intent',
  amount: 123_450,
  currency: 'eur',
  status: 'requires_payment_method',
  client_secret: 'pi_123_secret_xyz',
  metadata: { orderId },
  latest_charge: null,
  last_payment_error: null,
  ...fields,
});

describe('Stripe adapter calls', () => {
  it('creates an intent: form body in cents, lower-case currency, order id in metadata, idempotency key', async () => {
    const { seen, provider } = fakeStripe(() => ({ body: intent({}) }));
    const created = await provider.createIntent({ orderId, amountCents: 123_450, currency: 'EUR', idempotencyKey: 'order-1-pay', customerEmail: 'p@example.com' });
    expect(created).toEqual({ intentId: 'pi_123', clientSecret: 'pi_123_secret_xyz', status: 'requires_payment', amountCents: 123_450, currency: 'EUR' });
    const [request] = seen;
    expect(request?.url).toBe('https://api.stripe.com/v1/payment_intents');
    expect(request?.method).toBe('POST');
    expect(request?.headers).toMatchObject({
      Authorization: 'Bearer sk_test_abc123',
      'Idempotency-Key': 'order-1-pay',
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(request?.headers['Stripe-Version']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      amount: '123450',
      currency: 'eur',
      'payment_method_types[]': 'card',
      'metadata[orderId]': orderId,
      receipt_email: 'p@example.com',
    });
  });

  it('retrieves an intent with its charge expanded, and maps status, money, order and card', async () => {
    const { seen, provider } = fakeStripe(() => ({
      body: intent({ status: 'succeeded', latest_charge: { id: 'ch_1', payment_method_details: { type: 'card', card: { last4: '4242' } } } }),
    }));
    expect(await provider.retrieveIntent('pi_123')).toEqual({
      intentId: 'pi_123',
      status: 'succeeded',
      amountCents: 123_450,
      currency: 'EUR',
      orderId,
      cardLast4: '4242',
      failureMessage: null,
    });
    expect(seen[0]?.url).toBe('https://api.stripe.com/v1/payment_intents/pi_123?expand%5B%5D=latest_charge');
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.form).toBeNull();
    expect(seen[0]?.headers['Idempotency-Key']).toBeUndefined();
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

  it('refunds by payment intent with the idempotency key', async () => {
    const { seen, provider } = fakeStripe(() => ({ body: { id: 're_9', object: 'refund', status: 'succeeded' } }));
    expect(await provider.refund('pi_123', 'refund-order-1')).toEqual({ refundId: 're_9' });
    expect(seen[0]?.url).toBe('https://api.stripe.com/v1/refunds');
    expect(Object.fromEntries(seen[0]?.form ?? [])).toEqual({ payment_intent: 'pi_123' });
    expect(seen[0]?.headers['Idempotency-Key']).toBe('refund-order-1');
  });
});

describe('Stripe adapter failures', () => {
  it("turns Stripe's error answer into a clear 502 that names the reason and never the key", async () => {
    const { provider } = fakeStripe(() => ({
      status: 400,
      body: { error: { type: 'invalid_request_error', code: 'amount_too_small', message: 'Amount must be at least €0.50 eur' } },
    }));
    const error = await provider.createIntent({ orderId, amountCents: 10, currency: 'EUR', idempotencyKey: 'k' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ status: 502, providerStatus: 400, providerCode: 'amount_too_small' });
    expect((error as Error).message).toBe('Stripe refused POST /payment_intents (400): Amount must be at least €0.50 eur');
    expect((error as Error).message).not.toContain(keys.secretKey);
  });

  it('reports a non-JSON answer, an unexpected shape and an unreachable Stripe', async () => {
    const html = fakeStripe(() => ({ status: 503, body: '<html>busy</html>' })).provider;
    await expect(html.retrieveIntent('pi_1')).rejects.toThrow('Stripe refused GET /payment_intents/pi_1 (503): HTTP 503');
    const odd = fakeStripe(() => ({ body: { id: 'pi_1' } })).provider;
    await expect(odd.retrieveIntent('pi_1')).rejects.toThrow('Stripe answered an unexpected payment intent.');
    const down = new StripePaymentProvider({ ...keys, toleranceSeconds: 300, now: () => now, fetch: () => Promise.reject(new TypeError('fetch failed')) });
    await expect(down.refund('pi_1', 'k')).rejects.toThrow(PaymentProviderError);
  });

  it('refuses a reused idempotency key with other parameters as a conflict', async () => {
    const { provider } = fakeStripe(() => ({ status: 400, body: { error: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters' } } }));
    await expect(provider.createIntent({ orderId, amountCents: 500, currency: 'EUR', idempotencyKey: 'k' })).rejects.toBeInstanceOf(ConflictError);
  });
});

describe('Stripe webhooks', () => {
  const { provider } = fakeStripe(() => ({ body: {} }));
  const deliver = (event: unknown, secret = keys.webhookSecret) => {
    const rawBody = Buffer.from(JSON.stringify(event));
    return provider.parseWebhook(rawBody, sign(rawBody, secret, now));
  };

  it('maps payment_intent.succeeded and payment_intent.payment_failed', () => {
    expect(deliver({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: intent({ status: 'succeeded', latest_charge: 'ch_1' }) } })).toEqual({
      eventId: 'evt_1',
      type: 'payment.succeeded',
      intentId: 'pi_123',
      orderId,
      amountCents: 123_450,
      currency: 'EUR',
      cardLast4: null,
      failureMessage: null,
    });
    const failed = intent({ last_payment_error: { message: 'Your card has insufficient funds.', payment_method: { card: { last4: '9995' } } } });
    expect(deliver({ id: 'evt_2', type: 'payment_intent.payment_failed', data: { object: failed } })).toMatchObject({
      type: 'payment.failed',
      failureMessage: 'Your card has insufficient funds.',
      cardLast4: '9995',
    });
  });

  it('ignores other event types and intents this shop did not create', () => {
    expect(deliver({ id: 'evt_3', type: 'charge.refunded', data: { object: { id: 'ch_1' } } })).toMatchObject({ type: 'ignored', eventId: 'evt_3', intentId: null });
    expect(deliver({ id: 'evt_4', type: 'payment_intent.succeeded', data: { object: intent({ metadata: {} }) } })).toMatchObject({ type: 'ignored', intentId: 'pi_123' });
  });

  it('refuses a delivery signed with another secret, or without a signature, or that is not an event', () => {
    expect(() => deliver({ id: 'evt_5', type: 'payment_intent.succeeded', data: { object: intent({}) } }, 'whsec_other')).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook('{}', undefined)).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook('not json', sign('not json', keys.webhookSecret, now))).toThrow(ValidationError);
    expect(() => deliver({ id: 'evt_6', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1' } } })).toThrow(ValidationError);
  });
});

describe('createPaymentProvider', () => {
  const db = {} as Db;
  const config = {
    PAYMENT_PROVIDER: 'stripe' as const,
    STRIPE_SECRET_KEY: keys.secretKey,
    STRIPE_PUBLISHABLE_KEY: keys.publishableKey,
    STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
    DEMO_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
    WEBHOOK_TOLERANCE_SECONDS: 300,
  };

  it('builds the configured adapter', () => {
    const stripe = createPaymentProvider(config, db);
    expect(stripe).toBeInstanceOf(StripePaymentProvider);
    expect(stripe).toMatchObject({ name: 'stripe', publishableKey: keys.publishableKey, signatureHeaderName: 'stripe-signature' });
    const demo = createPaymentProvider({ ...config, PAYMENT_PROVIDER: 'demo' }, db);
    expect(demo).toBeInstanceOf(DemoPaymentProvider);
    expect(demo).toMatchObject({ name: 'demo', publishableKey: null, signatureHeaderName: 'demo-signature' });
  });

  it('refuses Stripe without its keys, and the demo without its webhook secret', () => {
    expect(() => createPaymentProvider({ ...config, STRIPE_WEBHOOK_SECRET: undefined }, db)).toThrow(ConfigError);
    expect(() => createPaymentProvider({ ...config, PAYMENT_PROVIDER: 'demo', DEMO_WEBHOOK_SECRET: undefined }, db)).toThrow(/DEMO_WEBHOOK_SECRET/);
  });
});

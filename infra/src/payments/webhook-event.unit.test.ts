import { createHmac } from 'node:crypto';
import { ValidationError } from '@pokerfest/domain';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './errors';
import { StripePaymentProvider } from './stripe';
import { readSignedWebhookEvent, signedWebhookHeader } from './webhook-event';
import { FIXTURE_ORDER_ID, stripeIntentFixture } from './stripe-intent-fixture';

const now = new Date('2026-11-21T12:00:00Z');
const nowSeconds = now.getTime() / 1000;
const secret = 'whsec_test_abc123';
const orderId = FIXTURE_ORDER_ID;
const trust = { webhookSecret: secret, toleranceSeconds: 300, now: () => now };
const provider = new StripePaymentProvider({ ...trust, secretKey: 'sk_test_abc123', publishableKey: 'pk_test_abc123', maxNetworkRetries: 0 });

/** Stripe's own test signature: the header a delivery signed with `key` at `timestamp` carries. */
const header = (payload: string, key = secret, timestamp = nowSeconds) => Stripe.webhooks.generateTestHeaderString({ payload, secret: key, timestamp });

const intent = stripeIntentFixture;

const deliver = (event: unknown, key = secret) => {
  const rawBody = Buffer.from(JSON.stringify(event));
  return provider.parseWebhook(rawBody, header(rawBody.toString(), key));
};

function problemOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(WebhookSignatureError);
    return (error as WebhookSignatureError).problem;
  }
  throw new Error('expected a WebhookSignatureError');
}

const body = JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: intent({ status: 'succeeded' }) } });
const v1 = (payload: string, timestamp: number, key: string) => createHmac('sha256', key).update(`${timestamp}.${payload}`).digest('hex');

describe('Stripe webhooks', () => {
  it('maps payment_intent.succeeded and payment_intent.payment_failed', () => {
    expect(deliver({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: intent({ status: 'succeeded', latest_charge: 'ch_1' }) } })).toEqual({
      eventId: 'evt_1',
      type: 'payment.succeeded',
      intentId: 'pi_123',
      orderId,
      amountCents: 123_450,
      currency: 'EUR',
      cardLast4: null,
      cardBrand: null,
      savedCard: null,
      instalments: null,
      failureMessage: null,
    });
    // a first payment that saved its card, and an automatic charge naming the plan's payments it pays
    const saving = intent({ status: 'succeeded', setup_future_usage: 'off_session', customer: 'cus_1', payment_method: 'pm_1', metadata: { orderId, instalments: '1,2' } });
    expect(deliver({ id: 'evt_3', type: 'payment_intent.succeeded', data: { object: saving } })).toMatchObject({ savedCard: 'cus_1/pm_1', instalments: [1, 2] });
    const junk = intent({ status: 'succeeded', payment_method: 'pm_1', metadata: { orderId, instalments: '1;DROP' } });
    expect(deliver({ id: 'evt_4', type: 'payment_intent.succeeded', data: { object: junk } })).toMatchObject({ savedCard: null, instalments: null });
    const failed = intent({ last_payment_error: { message: 'Your card has insufficient funds.', payment_method: { card: { last4: '9995', brand: 'mastercard' } } } });
    expect(deliver({ id: 'evt_2', type: 'payment_intent.payment_failed', data: { object: failed } })).toMatchObject({
      type: 'payment.failed',
      failureMessage: 'Your card has insufficient funds.',
      cardLast4: '9995',
      cardBrand: 'mastercard',
    });
    const expanded = intent({ status: 'succeeded', latest_charge: { id: 'ch_1', payment_method_details: { type: 'card', card: { last4: '4242', brand: 'visa' } } } });
    expect(deliver({ id: 'evt_7', type: 'payment_intent.succeeded', data: { object: expanded } })).toMatchObject({ cardLast4: '4242', cardBrand: 'visa' });
  });

  it('ignores other event types and intents this shop did not create', () => {
    expect(deliver({ id: 'evt_3', type: 'charge.refunded', data: { object: { id: 'ch_1' } } })).toMatchObject({ type: 'ignored', eventId: 'evt_3', intentId: null });
    expect(deliver({ id: 'evt_4', type: 'payment_intent.succeeded', data: { object: intent({ metadata: {} }) } })).toMatchObject({ type: 'ignored', intentId: 'pi_123' });
  });

  it('refuses a delivery signed with another secret, or without a signature, or that is not an event', () => {
    expect(() => deliver({ id: 'evt_5', type: 'payment_intent.succeeded', data: { object: intent({}) } }, 'whsec_other')).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook('{}', undefined)).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook('not json', header('not json'))).toThrow(ValidationError);
    expect(() => deliver({ id: 'evt_6', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1' } } })).toThrow(ValidationError);
  });
});

describe('webhook signatures (the t=…,v1=… HMAC-SHA256 scheme, verified by constructEvent)', () => {
  const verify = (payload: Buffer | string, signature: string | undefined, at = now, toleranceSeconds = 300) =>
    readSignedWebhookEvent(payload, signature, { webhookSecret: secret, toleranceSeconds, now: () => at });

  it('signs as Stripe documents it, and verifies the signature from a string or the raw bytes', () => {
    const signature = signedWebhookHeader(body, secret, now);
    expect(signature).toBe(`t=${nowSeconds},v1=${v1(body, nowSeconds, secret)}`);
    expect(signature).toBe(header(body));
    expect(verify(body, signature)).toMatchObject({ type: 'payment.succeeded', eventId: 'evt_1' });
    expect(verify(Buffer.from(body), signature)).toMatchObject({ type: 'payment.succeeded', eventId: 'evt_1' });
  });

  it('signs raw bytes that are not UTF-8 the way they are verified, so the body is judged, not the signature', () => {
    const bytes = Buffer.from([0xff, 0xfe, 0x7b]);
    expect(() => verify(bytes, signedWebhookHeader(bytes, secret, now))).toThrow(ValidationError);
  });

  it('refuses a tampered body and a wrong secret', () => {
    const signature = header(body);
    expect(problemOf(() => verify(body.replace('succeeded', 'failed'), signature))).toBe('mismatch');
    expect(problemOf(() => verify(body, header(body, 'whsec_another_secret')))).toBe('mismatch');
  });

  it('refuses a signature older (or newer) than the tolerance, and accepts one inside it', () => {
    const signature = header(body);
    const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    expect(() => verify(body, signature, later(300))).not.toThrow();
    expect(() => verify(body, signature, later(-300))).not.toThrow();
    expect(problemOf(() => verify(body, signature, later(301)))).toBe('expired');
    expect(problemOf(() => verify(body, signature, later(-301)))).toBe('expired');
    expect(problemOf(() => verify(body, signature, later(61), 60))).toBe('expired');
  });

  it('refuses a missing or malformed header', () => {
    expect(problemOf(() => verify(body, undefined))).toBe('missing');
    expect(problemOf(() => verify(body, '  '))).toBe('missing');
    expect(problemOf(() => verify(body, 'v1=abc'))).toBe('malformed');
    expect(problemOf(() => verify(body, `t=${nowSeconds}`))).toBe('malformed');
    expect(problemOf(() => verify(body, 'garbage'))).toBe('malformed');
  });

  it('accepts any one of several v1 signatures (a secret being rolled over) and ignores v0', () => {
    const t = nowSeconds;
    const rolling = `t=${t},v1=${v1(body, t, 'whsec_old_secret')},v0=${'0'.repeat(64)},v1=${v1(body, t, secret)}`;
    expect(() => verify(body, rolling)).not.toThrow();
    expect(problemOf(() => verify(body, `t=${t},v0=${v1(body, t, secret)}`))).toBe('malformed');
  });

  it('answers 400 through the error handler', () => {
    const error = new WebhookSignatureError('mismatch');
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/signature/);
  });
});

import { randomUUID } from 'node:crypto';
import { ConflictError, NotFoundError } from '@pokerfest/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/services';
import { DemoPaymentProvider } from './demo';
import { PaymentProviderError, WebhookSignatureError } from './errors';

const secret = 'demo-webhook-secret-for-the-tests-only';
const now = new Date('2026-11-21T12:00:00Z');
const card = (cardNumber: string, expiry = '12/30') => ({ cardNumber, expiry, cvc: '731', nameOnCard: 'Ada Lovelace' });
const testCards = ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 9995', '5555 5555 5555 4444'];

let database: TestDatabase;
let provider: DemoPaymentProvider;

beforeAll(async () => {
  database = await createTestDatabase();
  provider = new DemoPaymentProvider({ db: database.db, webhookSecret: secret, toleranceSeconds: 300, now: () => now });
});
afterAll(() => database?.close());

function newIntent(amountCents = 123_450) {
  return provider.createIntent({ orderId: randomUUID(), amountCents, currency: 'EUR', idempotencyKey: randomUUID() });
}

describe('demo payment intents', () => {
  it('answers the same intent for the same idempotency key, and refuses the key for another payment', async () => {
    const input = { orderId: randomUUID(), amountCents: 9900, currency: 'eur', idempotencyKey: `pay-${randomUUID()}` };
    const first = await provider.createIntent(input);
    expect(first).toMatchObject({ status: 'requires_payment', amountCents: 9900, currency: 'EUR' });
    expect(first.intentId).toMatch(/^pi_demo_[0-9a-f]{24}$/);
    expect(first.clientSecret).toMatch(new RegExp(`^${first.intentId}_secret_[0-9a-f]{32}$`));
    const [again, concurrent] = await Promise.all([provider.createIntent(input), provider.createIntent(input)]);
    expect(again).toEqual(first);
    expect(concurrent).toEqual(first);
    const rows = await database.db.selectFrom('demo_payment_intents').select('id').where('order_id', '=', input.orderId).execute();
    expect(rows).toHaveLength(1);
    await expect(provider.createIntent({ ...input, amountCents: 1 })).rejects.toBeInstanceOf(ConflictError);
    expect((await provider.createIntent({ ...input, idempotencyKey: randomUUID() })).intentId).not.toBe(first.intentId);
  });

  it('survives a restart: another provider on the same database retrieves it', async () => {
    const created = await newIntent();
    const restarted = new DemoPaymentProvider({ db: database.db, webhookSecret: secret, toleranceSeconds: 300, now: () => now });
    expect(await restarted.retrieveIntent(created.intentId)).toMatchObject({ intentId: created.intentId, status: 'requires_payment', amountCents: 123_450 });
    await expect(restarted.retrieveIntent('pi_demo_unknown')).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('demo card confirmation', () => {
  const outcomes: Array<[string, string, 'succeeded' | 'failed', string | null]> = [
    ['4242 4242 4242 4242', '12/30', 'succeeded', null],
    ['4000 0000 0000 0002', '12/30', 'failed', 'Your card was declined.'],
    ['4000 0000 0000 9995', '12/30', 'failed', 'Your card has insufficient funds.'],
    ['4242 4242 4242 4242', '10/26', 'failed', 'Your card has expired.'],
    ['5555 5555 5555 4444', '12/30', 'succeeded', null],
  ];

  it.each(outcomes)('%s (expires %s) %s', async (cardNumber, expiry, status, failureMessage) => {
    const intent = await newIntent();
    const { outcome } = await provider.confirmCard({ clientSecret: intent.clientSecret, card: card(cardNumber, expiry), now });
    const cardLast4 = cardNumber.slice(-4);
    expect(outcome).toMatchObject({ status, intentId: intent.intentId, cardLast4, failureMessage });
    expect(await provider.retrieveIntent(intent.intentId)).toMatchObject({ status, cardLast4, failureMessage });
  });

  it('lets a failed intent be tried again, and keeps a succeeded one as it is, delivering its event again', async () => {
    const intent = await newIntent();
    const declined = await provider.confirmCard({ clientSecret: intent.clientSecret, card: card('4000000000000002'), now });
    const paid = await provider.confirmCard({ clientSecret: intent.clientSecret, card: card('4242424242424242'), now });
    expect(paid.outcome).toMatchObject({ status: 'succeeded', cardLast4: '4242', cardBrand: 'visa', failureMessage: null });
    expect(JSON.parse(paid.webhook.rawBody)).toMatchObject({ data: { object: { latest_charge: { payment_method_details: { card: { last4: '4242', brand: 'visa' } } } } } });
    const again = await provider.confirmCard({ clientSecret: intent.clientSecret, card: card('4000000000009995'), now });
    // the brand is kept with the intent: the outcome answered again names it, and so does its event
    expect(again.outcome).toEqual(paid.outcome);
    expect(again.outcome.cardBrand).toBe('visa');
    expect(JSON.parse(again.webhook.rawBody)).toMatchObject({ data: { object: { latest_charge: { payment_method_details: { card: { last4: '4242', brand: 'visa' } } } } } });
    expect(await provider.retrieveIntent(intent.intentId)).toMatchObject({ cardLast4: '4242', cardBrand: 'visa' });
    const eventIdOf = (rawBody: string) => (JSON.parse(rawBody) as { id: string }).id;
    expect(eventIdOf(again.webhook.rawBody)).toBe(eventIdOf(paid.webhook.rawBody));
    expect(eventIdOf(declined.webhook.rawBody)).not.toBe(eventIdOf(paid.webhook.rawBody));
  });

  it('confirms one intent twice at once with one outcome and one event', async () => {
    const intent = await newIntent();
    const confirm = () => provider.confirmCard({ clientSecret: intent.clientSecret, card: card('4242424242424242'), now });
    const [a, b] = await Promise.all([confirm(), confirm()]);
    const eventIdOf = (rawBody: string) => (JSON.parse(rawBody) as { id: string }).id;
    // the second confirmation answers the first one's outcome, brand included
    expect(a.outcome).toEqual(b.outcome);
    expect(b.outcome.cardBrand).toBe('visa');
    expect(eventIdOf(a.webhook.rawBody)).toBe(eventIdOf(b.webhook.rawBody));
  });

  it('answers 404 for an unknown client secret and 400 for a card the schema refuses', async () => {
    await expect(provider.confirmCard({ clientSecret: 'pi_demo_x_secret_y', card: card('4242424242424242'), now })).rejects.toBeInstanceOf(NotFoundError);
    const intent = await newIntent();
    const refused = await provider.confirmCard({ clientSecret: intent.clientSecret, card: card('4242424242424241'), now }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 400 });
    expect(JSON.stringify(refused)).not.toContain('4242424242424241');
  });

  it('stores the last four digits and the brand only: no card number, security code or name anywhere in the table', async () => {
    for (const number of testCards) {
      const intent = await newIntent();
      await provider.confirmCard({ clientSecret: intent.clientSecret, card: card(number), now });
    }
    const { rows } = await sql<{ dump: string }>`SELECT coalesce(string_agg(t::text, ' '), '') AS dump FROM demo_payment_intents t`.execute(database.db);
    const dump = rows[0]?.dump ?? '';
    for (const number of testCards) {
      expect(dump).toContain(number.slice(-4));
      expect(dump).not.toContain(number.replace(/ /g, ''));
      expect(dump).not.toContain(number);
    }
    expect(dump).not.toContain('Ada Lovelace');
    const columns = await sql<{ column_name: string }>`
      SELECT column_name FROM information_schema.columns WHERE table_name = 'demo_payment_intents'`.execute(database.db);
    // save_card / saved_card: a flag and a saved card's reference, no card data
    expect(columns.rows.map((c) => c.column_name).filter((c) => /card|cvc|number/.test(c)).sort()).toEqual(['card_brand', 'card_last4', 'save_card', 'saved_card']);
    const saved = await sql<{ column_name: string }>`
      SELECT column_name FROM information_schema.columns WHERE table_name = 'demo_saved_cards'`.execute(database.db);
    expect(saved.rows.map((c) => c.column_name).sort()).toEqual(['card_brand', 'card_last4', 'created_at', 'declines_off_session', 'id']);
  });
});

describe('demo webhook deliveries', () => {
  it('are Stripe-shaped events that verify through parseWebhook', async () => {
    const intent = await newIntent(4200);
    const paid = await provider.confirmCard({ clientSecret: intent.clientSecret, card: card('4242424242424242'), now });
    const event = provider.parseWebhook(paid.webhook.rawBody, paid.webhook.signature);
    expect(event).toMatchObject({ type: 'payment.succeeded', intentId: intent.intentId, amountCents: 4200, currency: 'EUR', cardLast4: '4242', failureMessage: null });
    expect(event.eventId).toMatch(/^evt_demo_/);
    const raw = JSON.parse(paid.webhook.rawBody) as { type: string; data: { object: Record<string, unknown> } };
    expect(raw.type).toBe('payment_intent.succeeded');
    expect(raw.data.object).toMatchObject({ id: intent.intentId, amount: 4200, currency: 'eur', status: 'succeeded' });
    expect(event.orderId).toBe((raw.data.object.metadata as { orderId: string }).orderId);
  });

  it('carry the decline reason, and are refused when tampered with, stale or unsigned', async () => {
    const intent = await newIntent();
    const declined = await provider.confirmCard({ clientSecret: intent.clientSecret, card: card('4000000000009995'), now });
    expect(JSON.parse(declined.webhook.rawBody)).toMatchObject({ type: 'payment_intent.payment_failed' });
    expect(provider.parseWebhook(Buffer.from(declined.webhook.rawBody), declined.webhook.signature)).toMatchObject({
      type: 'payment.failed',
      failureMessage: 'Your card has insufficient funds.',
      cardLast4: '9995',
    });
    const tampered = declined.webhook.rawBody.replace('payment_intent.payment_failed', 'payment_intent.succeeded');
    expect(() => provider.parseWebhook(tampered, declined.webhook.signature)).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(declined.webhook.rawBody, undefined)).toThrow(WebhookSignatureError);
    const later = new DemoPaymentProvider({ db: database.db, webhookSecret: secret, toleranceSeconds: 300, now: () => new Date(now.getTime() + 301_000) });
    expect(() => later.parseWebhook(declined.webhook.rawBody, declined.webhook.signature)).toThrow(WebhookSignatureError);
  });
});

describe('demo refunds', () => {
  async function paidIntent(amountCents = 123_450) {
    const intent = await newIntent(amountCents);
    await provider.confirmCard({ clientSecret: intent.clientSecret, card: card('4242424242424242'), now });
    return intent;
  }
  const refundsOf = (intentId: string) => database.db.selectFrom('demo_payment_refunds').select(['id', 'amount_cents']).where('intent_id', '=', intentId).execute();
  const refusal = (code: string) => expect.objectContaining({ constructor: PaymentProviderError, providerStatus: 400, providerCode: code });

  it('refunds a succeeded payment in full once, and refuses an unpaid or unknown one', async () => {
    const intent = await newIntent();
    await expect(provider.refund(intent.intentId, 'r1')).rejects.toEqual(refusal('payment_not_succeeded'));
    await expect(provider.refund(intent.intentId, 'r1', 100)).rejects.toEqual(refusal('payment_not_succeeded'));
    await provider.confirmCard({ clientSecret: intent.clientSecret, card: card('4242424242424242'), now });
    const refund = await provider.refund(intent.intentId, 'r1');
    expect(refund).toEqual({ refundId: expect.stringMatching(/^re_demo_[0-9a-f]{24}$/), amountCents: 123_450 });
    expect(await provider.refund(intent.intentId, 'r1')).toEqual(refund);
    await expect(provider.refund(intent.intentId, 'r2')).rejects.toEqual(refusal('refund_exceeds_payment'));
    await expect(provider.refund('pi_demo_unknown', 'r2')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('makes two partial refunds with different keys, which add up', async () => {
    const intent = await paidIntent(50_000);
    const extra = await provider.refund(intent.intentId, 'drop-extra', 4_500);
    const night = await provider.refund(intent.intentId, 'drop-night', 12_000);
    expect([extra.amountCents, night.amountCents]).toEqual([4_500, 12_000]);
    expect(extra.refundId).not.toBe(night.refundId);
    const rows = await refundsOf(intent.intentId);
    expect(rows.map((row) => row.id).sort()).toEqual([extra.refundId, night.refundId].sort());
    expect(rows.reduce((sum, row) => sum + Number(row.amount_cents), 0)).toBe(16_500);
  });

  it('answers one refund for one key, asked twice or 20 times at once, and refuses the key for another amount', async () => {
    const intent = await paidIntent(50_000);
    const first = await provider.refund(intent.intentId, 'drop-extra', 4_500);
    expect(await provider.refund(intent.intentId, 'drop-extra', 4_500)).toEqual(first);
    expect(await provider.refund(intent.intentId, 'drop-extra')).toEqual(first);
    const burst = await Promise.all(Array.from({ length: 20 }, () => provider.refund(intent.intentId, 'drop-night', 12_000)));
    expect(new Set(burst.map((refund) => refund.refundId)).size).toBe(1);
    expect(burst[0]).toEqual({ refundId: expect.stringMatching(/^re_demo_/), amountCents: 12_000 });
    expect(await refundsOf(intent.intentId)).toHaveLength(2);
    await expect(provider.refund(intent.intentId, 'drop-extra', 4_000)).rejects.toBeInstanceOf(ConflictError);
  });

  it('never refunds more than was paid, even when 20 different refunds come at once', async () => {
    const intent = await paidIntent(50_000);
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => provider.refund(intent.intentId, `part-${i}`, 3_000)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(16);
    for (const outcome of outcomes.filter((o) => o.status === 'rejected')) expect(outcome.reason).toEqual(refusal('refund_exceeds_payment'));
    const rows = await refundsOf(intent.intentId);
    expect(rows.reduce((sum, row) => sum + Number(row.amount_cents), 0)).toBe(48_000);
  });

  it('refuses a refund beyond what is left or of 0 or less; a full refund after a partial one gives back only the rest', async () => {
    const intent = await paidIntent(50_000);
    await provider.refund(intent.intentId, 'drop-night', 12_000);
    await expect(provider.refund(intent.intentId, 'too-much', 38_001)).rejects.toEqual(refusal('refund_exceeds_payment'));
    for (const amount of [0, -1, 0.5]) await expect(provider.refund(intent.intentId, 'odd', amount)).rejects.toEqual(refusal('refund_amount_invalid'));
    await expect(provider.refund(intent.intentId, ' ')).rejects.toEqual(refusal('idempotency_key_invalid'));
    const rest = await provider.refund(intent.intentId, 'cancel');
    expect(rest.amountCents).toBe(38_000);
    expect(await provider.refund(intent.intentId, 'cancel')).toEqual(rest);
    await expect(provider.refund(intent.intentId, 'cancel-again')).rejects.toEqual(refusal('refund_exceeds_payment'));
    await expect(provider.refund(intent.intentId, 'one-cent', 1)).rejects.toEqual(refusal('refund_exceeds_payment'));
    expect(await refundsOf(intent.intentId)).toHaveLength(2);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '@pokerfest/domain';
import { DEMO_WEBHOOK_DELIVERY_TIMER_KIND, fireTimer, PaymentProviderError, type BackgroundPayments, type DemoPaymentProvider, type JobQueue, type TimerHandler } from '@pokerfest/infra';
import { contextStock, orderSubscribers } from '../../jobs';
import { testTimerHandlers } from '../../testing/context-jobs';
import type { SessionClient } from '../../testing/session-client';
import type { TestApp } from '../../testing/test-app';
import { fullOrder, type BookableFestival } from '../../testing/booking-fixture';
import { festivalApp } from './testing/festival-app';
import { demoCard } from './testing/demo-payments';
import { activeHolds, demoRefundsOf, eventTypes } from './testing/change-fixture';
import { ORDER_HOLD_TIMER_KIND, PAYMENT_REFUND_TIMER_KIND } from './jobs';
import { reconcilePayments } from './payment-reconciliation';

// Issue 27, item 7: a card charged at the provider whose verdict never reached the order (the API
// killed between the two) let the hold expire the order: room back on sale, money kept. Here the
// provider's side of a checkout runs alone (confirmCard: the charge and its durable delivery), as
// a process killed right after it leaves things; then each net is shown on its own.

const START = new Date('2027-03-01T10:00:00.000Z');
let clock = START;
const at = (ms: number) => (clock = new Date(START.getTime() + ms));

/** Jobs are kept, never run: each timer is fired by hand, at the test's time. */
const keptJobs: JobQueue = { kind: 'in-process', enqueue: async () => undefined, ping: async () => true, close: async () => undefined };

let t: TestApp;
let player: SessionClient;
let festival: BookableFestival;
let handlers: Map<string, TimerHandler>;
let demo: DemoPaymentProvider;

beforeAll(async () => {
  ({ t, player, festival, handlers } = await festivalApp({ now: () => clock, queue: keptJobs, env: { COMMAND_LOCK_TIMEOUT_MS: '300' } }));
  if (t.payments.name !== 'demo') throw new Error('the demo provider is expected');
  demo = t.payments;
});
afterAll(async () => t?.close());

/** A placed order and its intent, as the checkout page has them before the card is sent. */
async function orderWithIntent(): Promise<{ orderId: string; clientSecret: string; intentId: string }> {
  at(0);
  const order = await player.post('/api/orders', fullOrder(festival));
  expect(order.statusCode, order.body).toBe(201);
  const orderId = String(order.json().id);
  const intent = await player.post('/api/create-payment-intent', { orderId, amount: 825.5 });
  expect(intent.statusCode, intent.body).toBe(201);
  return { orderId, clientSecret: intent.json().clientSecret, intentId: intent.json().paymentIntentId };
}

/** The provider charges the card and records its delivery; the verdict never reaches the order (the API died). */
const chargeOnly = (clientSecret: string) => demo.confirmCard({ clientSecret, card: demoCard('4242 4242 4242 4242'), now: clock });

const orderOf = async (orderId: string) => (await player.get(`/api/orders/${orderId}`)).json<OrderView>();
const holdEnds = () => t.config.ORDER_HOLD_MS;
const fire = (kind: string, key: string) => fireTimer(t.database.db, handlers, { kind, key }, clock);

async function deliveryOf(eventId: string) {
  return t.database.db.selectFrom('scheduled_timers').select(['fired_at', 'attempts', 'last_error']).where('kind', '=', DEMO_WEBHOOK_DELIVERY_TIMER_KIND).where('timer_key', '=', eventId).executeTakeFirst();
}

describe('a card charged inside the hold whose verdict was lost', () => {
  it('confirms the order when the hold ends: the expiry asks the provider first, and never expires it', async () => {
    const { orderId, clientSecret } = await orderWithIntent();
    at(60_000);
    await chargeOnly(clientSecret);
    expect((await orderOf(orderId)).status).toBe('pending');

    at(holdEnds() + 1_000);
    expect(await fire(ORDER_HOLD_TIMER_KIND, orderId)).toBe('fired');
    expect(await orderOf(orderId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await eventTypes(t, orderId)).not.toContain('OrderExpired');
    expect(await activeHolds(t, orderId)).toHaveLength(3);
  });

  it('is delivered again until the shop takes it, backing off while it cannot', async (context) => {
    // the embedded database has one connection: the held lock would stop the delivery's own transaction
    if (!t.database.url) context.skip();
    const { orderId, clientSecret } = await orderWithIntent();
    at(60_000);
    const { redelivery } = await chargeOnly(clientSecret);
    expect(await deliveryOf(redelivery.key)).toMatchObject({ fired_at: null, attempts: 0 });

    // the order is busy (its stream lock held elsewhere): the delivery is not taken, and is tried again later
    at(60_000 + t.config.DEMO_WEBHOOK_REDELIVERY_MS);
    await t.database.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(1163088716, hashtext(${`order-${orderId}`}))`.execute(trx);
      await expect(fire(DEMO_WEBHOOK_DELIVERY_TIMER_KIND, redelivery.key)).rejects.toMatchObject({ code: 'verdict_not_applied' });
    });
    expect(await deliveryOf(redelivery.key)).toMatchObject({ fired_at: null, attempts: 1 });
    expect(await fire(DEMO_WEBHOOK_DELIVERY_TIMER_KIND, redelivery.key)).toBe('later');

    at(60_000 + t.config.DEMO_WEBHOOK_REDELIVERY_MS + t.config.TIMER_RETRY_BACKOFF_MS);
    expect(await fire(DEMO_WEBHOOK_DELIVERY_TIMER_KIND, redelivery.key)).toBe('fired');
    expect(await orderOf(orderId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    // acknowledged: done, and the hold's own timer then finds a paid order
    expect(await fire(DEMO_WEBHOOK_DELIVERY_TIMER_KIND, redelivery.key)).toBe('done');
    at(holdEnds() + 1_000);
    await fire(ORDER_HOLD_TIMER_KIND, orderId);
    expect(await eventTypes(t, orderId)).not.toContain('OrderExpired');
  });

  it('is acknowledged at once when the API records the verdict itself', async () => {
    const { orderId, clientSecret } = await orderWithIntent();
    const paid = await player.post('/api/payments/demo/confirm', { clientSecret, ...demoCard('4242 4242 4242 4242') });
    expect(paid.json()).toMatchObject({ status: 'succeeded' });
    const events = await t.database.db.selectFrom('demo_payment_intents').select('last_event_id').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect((await deliveryOf(events.last_event_id!))?.fired_at).not.toBeNull();
  });

  it('is found by the reconciliation when no delivery and no expiry ever came, and counted as repaired', async () => {
    const { orderId, clientSecret, intentId } = await orderWithIntent();
    at(60_000);
    const { redelivery } = await chargeOnly(clientSecret);
    // the delivery is gone too (as a webhook a provider never sent)
    await t.database.db.deleteFrom('scheduled_timers').where('kind', '=', DEMO_WEBHOOK_DELIVERY_TIMER_KIND).where('timer_key', '=', redelivery.key).execute();

    const deps = { db: t.database.db, store: t.store, queue: keptJobs, config: t.config, now: () => clock, orderSubscribers: orderSubscribers(t.config, () => clock), stock: contextStock(keptJobs), payments: demo };
    expect(await reconcilePayments(deps, clock)).toMatchObject({ recovered: 1, withoutOrder: 0 });
    expect(await orderOf(orderId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    // compared again: nothing left to repair, nothing recorded twice
    expect(await reconcilePayments(deps, clock)).toMatchObject({ recovered: 0 });
    const repairs = await t.database.db.selectFrom('payment_repairs').select(['kind', 'order_id']).where('subject', '=', intentId).execute();
    expect(repairs).toEqual([{ kind: 'verdict-recovered', order_id: orderId }]);
    expect((await t.server.inject({ method: 'GET', url: '/api/ready' })).json()).toMatchObject({ payments: { repairedLast24Hours: { verdictRecovered: 1 } } });
  });
});

describe('a charge for an amount the order no longer totals', () => {
  it('is refunded, and the order still expires when its hold ends', async () => {
    const { orderId, clientSecret, intentId } = await orderWithIntent();
    // the unpaid order drops its extra after the card form was opened for the old total
    const change = await player.post(`/api/orders/${orderId}/change-quote`, { removeExtras: [festival.extraId] });
    expect(change.statusCode, change.body).toBe(200);
    expect((await player.post(`/api/orders/${orderId}/changes`, { quoteId: change.json().quoteId })).statusCode).toBe(200);
    at(60_000);
    await chargeOnly(clientSecret);

    at(holdEnds() + 1_000);
    expect(await fire(ORDER_HOLD_TIMER_KIND, orderId)).toBe('fired');
    expect((await orderOf(orderId)).status).toBe('expired');
    const { rows } = await sql<{ intent: string }>`SELECT data->>'intentId' AS intent FROM es_events WHERE stream_id = ${`order-${orderId}`} AND event_type = 'RefundRequested'`.execute(t.database.db);
    expect(rows).toEqual([{ intent: intentId }]);
    expect(await activeHolds(t, orderId)).toEqual([]);
  });
});

describe('a paid intent of no order of this shop', () => {
  it('is recorded for a person to look at, once, and nothing is refunded by itself', async () => {
    const stranger = await demo.createIntent({ orderId: '00000000-0000-4000-8000-000000000000', amountCents: 5_000, currency: 'EUR', idempotencyKey: 'not-an-order-of-this-shop' });
    await chargeOnly(stranger.clientSecret);
    const deps = { db: t.database.db, store: t.store, queue: keptJobs, config: t.config, now: () => clock, orderSubscribers: orderSubscribers(t.config, () => clock), stock: contextStock(keptJobs), payments: demo };
    expect(await reconcilePayments(deps, clock)).toMatchObject({ recovered: 0, withoutOrder: 1 });
    await reconcilePayments(deps, clock);
    const repairs = await t.database.db.selectFrom('payment_repairs').select(['kind', 'order_id']).where('subject', '=', stranger.intentId).execute();
    expect(repairs).toEqual([{ kind: 'intent-without-order', order_id: '00000000-0000-4000-8000-000000000000' }]);
    expect(await t.database.db.selectFrom('demo_payment_refunds').select('id').where('intent_id', '=', stranger.intentId).execute()).toEqual([]);
  });
});

describe('a payment after the hold', () => {
  it('is refused by the provider once the expiry has cancelled the intent: the card is never charged', async () => {
    const { orderId, clientSecret } = await orderWithIntent();
    at(holdEnds() + 1_000);
    await fire(ORDER_HOLD_TIMER_KIND, orderId);
    expect((await orderOf(orderId)).status).toBe('expired');
    await expect(chargeOnly(clientSecret)).rejects.toMatchObject({ details: { reason: 'payment_canceled' } });
    const intent = await t.database.db.selectFrom('demo_payment_intents').select('status').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(intent.status).toBe('canceled');
  });

  it('keeps the hold while the provider cannot be asked, for the grace only; a success arriving after it is refunded', async () => {
    const { orderId, clientSecret } = await orderWithIntent();
    const unreachable: Partial<BackgroundPayments> = {
      name: 'demo',
      refund: (...call) => demo.refund(...call),
      cancelIntent: async () => {
        throw new PaymentProviderError('The provider could not be reached');
      },
      parseWebhook: (...call) => demo.parseWebhook(...call),
      signedDelivery: (...call) => demo.signedDelivery(...call),
    };
    const cutOff = testTimerHandlers({ db: t.database.db, store: t.store, now: () => clock, queue: keptJobs, config: t.config, payments: unreachable });
    at(holdEnds() + 1_000);
    await expect(fireTimer(t.database.db, cutOff, { kind: ORDER_HOLD_TIMER_KIND, key: orderId }, clock)).rejects.toThrow('could not be reached');
    expect((await orderOf(orderId)).status).toBe('pending');

    at(holdEnds() + t.config.HOLD_EXPIRY_PROVIDER_GRACE_MS + 1_000);
    expect(await fireTimer(t.database.db, cutOff, { kind: ORDER_HOLD_TIMER_KIND, key: orderId }, clock)).toBe('fired');
    expect((await orderOf(orderId)).status).toBe('expired');

    // the card goes through after all; its delivery arrives after the hold: the money goes back, once
    const { redelivery } = await chargeOnly(clientSecret);
    at(clock.getTime() - START.getTime() + t.config.DEMO_WEBHOOK_REDELIVERY_MS);
    expect(await fire(DEMO_WEBHOOK_DELIVERY_TIMER_KIND, redelivery.key)).toBe('fired');
    expect(await eventTypes(t, orderId)).toEqual(expect.arrayContaining(['OrderExpired', 'PaymentSucceeded', 'RefundRequested']));
    const { rows: refunds } = await sql<{ timer_key: string }>`
      SELECT timer_key FROM scheduled_timers WHERE kind = ${PAYMENT_REFUND_TIMER_KIND} AND fired_at IS NULL AND payload->>'intentId' = ${redelivery.payload?.body ? JSON.parse(String(redelivery.payload.body)).data.object.id : ''}`.execute(t.database.db);
    expect(refunds).toHaveLength(1);
    for (const { timer_key } of refunds) await fire(PAYMENT_REFUND_TIMER_KIND, timer_key);
    expect(await demoRefundsOf(t, orderId)).toEqual([82_550]);
  });
});

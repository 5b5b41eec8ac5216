import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireTimer, type TimerHandler } from '@pokerfest/infra';
import { loggedInAs } from '../../testing/accounts';
import { testTimerHandlers } from '../../testing/context-jobs';
import { LOYALTY_AWARD_TIMER_KIND } from '../loyalty';
import { ORDER_HOLD_TIMER_KIND } from './jobs';
import { SessionClient } from '../../testing/session-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { confirmedOrder, ledgerEvents, QUEUED_JOBS_WAIT, runAwardAt } from '../loyalty/testing/loyalty-fixture';
import { bookableFestival, fullOrder, readModelCaughtUp, type BookableFestival } from '../../testing/booking-fixture';

// An admin cancels a booking (POST /api/admin/orders/{id}/cancel). The fixture's festival starts on
// 2027-06-01 (so does its room's stay): cancelled today it is refunded in full; from 2027-05-19 on
// (less than 14 days before) it is cancelled without a refund. The jobs run on BullMQ when the run
// has a Redis; the clock is the test's.

const AFTER_CHECK_IN = new Date('2027-06-02T09:00:00.000Z');
const TEN_DAYS_BEFORE = new Date('2027-05-22T09:00:00.000Z');

let clock = new Date();
let t: TestApp;
let admin: SessionClient;
let festival: BookableFestival;
let handlers: Map<string, TimerHandler>;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, jobs: 'services' });
  admin = (await loggedInAs(t, 'admin')).client;
  festival = await bookableFestival(admin, { rooms: 20 });
  handlers = testTimerHandlers({ db: t.database.db, store: t.store, now: () => clock, queue: t.queue, config: t.config, payments: t.payments });
});
afterAll(async () => t?.close());

const cancel = (client: SessionClient, orderId: string, reason = 'The guest fell ill') => client.post(`/api/admin/orders/${orderId}/cancel`, { reason });
const activeHolds = async (orderId: string) =>
  (await t.database.db.selectFrom('stock_holds').select('item_id').where('order_id', '=', orderId).where('released_at', 'is', null).execute()).length;
const eventsOf = async (orderId: string, type: string) => (await t.store.readStream(`order-${orderId}`)).filter((event) => event.type === type);
const demoIntent = (orderId: string) => t.database.db.selectFrom('demo_payment_intents').selectAll().where('order_id', '=', orderId).where('status', '=', 'succeeded').executeTakeFirstOrThrow();
const demoRefunds = async (orderId: string) =>
  (
    await t.database.db
      .selectFrom('demo_payment_refunds as r')
      .innerJoin('demo_payment_intents as i', 'i.id', 'r.intent_id')
      .select(['r.id', 'r.amount_cents'])
      .where('i.order_id', '=', orderId)
      .execute()
  ).map((refund) => ({ id: refund.id, amountCents: Number(refund.amount_cents) }));
const adminListed = async (orderId: string) => {
  await readModelCaughtUp(t);
  return (await admin.get('/api/admin/orders')).json().find((order: { id: string }) => order.id === orderId);
};

/** A player's paid booking whose points are already promised (pending) on their ledger. */
async function paidBooking(): Promise<{ orderId: string; ownerId: number }> {
  const { client, id: ownerId } = await loggedInAs(t, 'player');
  const orderId = await confirmedOrder(client, festival);
  await expect.poll(() => ledgerEvents(t.store, ownerId, 'BookingPointsPending'), QUEUED_JOBS_WAIT).toHaveLength(1);
  return { orderId, ownerId };
}

/** The award's timer and handler run after check-in (as the delayed job or the sweep would): nothing may be earned. */
async function awardAfterCheckIn(orderId: string): Promise<void> {
  clock = AFTER_CHECK_IN;
  await runAwardAt(t.database.db, handlers, orderId, clock).finally(() => (clock = new Date()));
}

describe('an admin cancels a paid booking', () => {
  it('14 or more days before the start: cancelled, stock released, refunded, pending points reversed at once and never earned', async () => {
    const { orderId, ownerId } = await paidBooking();
    expect(await activeHolds(orderId)).toBe(3);

    const answer = await cancel(admin, orderId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ id: orderId, status: 'cancelled', paymentStatus: 'refunded', holdExpiresAt: null });
    expect(await adminListed(orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await activeHolds(orderId)).toBe(0);
    // the refund timer, written with the events, asks the provider right after the commit
    await expect.poll(() => demoRefunds(orderId), QUEUED_JOBS_WAIT).toHaveLength(1);
    expect(await demoRefunds(orderId)).toEqual([{ id: expect.stringMatching(/^re_demo_/), amountCents: 82_550 }]);
    const intentId = (await demoIntent(orderId)).id;
    expect((await eventsOf(orderId, 'RefundRequested')).map((event) => event.data)).toStrictEqual([
      { intentId, amountCents: 82_550, reason: 'Booking cancelled 14 days or more before the start', quoteId: expect.any(String), refundKey: expect.stringMatching(new RegExp(`-${intentId}$`)) },
    ]);
    const history = (await admin.get(`/api/admin/orders/${orderId}/events`)).json();
    expect(history.find((entry: { type: string }) => entry.type === 'OrderCancelled')).toMatchObject({ data: { reason: 'The guest fell ill' }, actor: { username: expect.any(String) } });

    // the award timer was brought forward and enqueued: the reversal does not wait for the check-in day
    await expect.poll(() => ledgerEvents(t.store, ownerId, 'BookingPointsReversed'), QUEUED_JOBS_WAIT).toHaveLength(1);
    await awardAfterCheckIn(orderId);
    expect(await ledgerEvents(t.store, ownerId, 'BookingPointsReversed')).toHaveLength(1);
    expect(await ledgerEvents(t.store, ownerId, 'BookingPointsEarned')).toHaveLength(0);
  });

  it('a second cancellation is harmless: same answer, nothing released, refunded or reversed again', async () => {
    const { orderId, ownerId } = await paidBooking();
    const first = await cancel(admin, orderId);
    await expect.poll(() => demoRefunds(orderId), QUEUED_JOBS_WAIT).toHaveLength(1);
    const refunds = await demoRefunds(orderId);
    const second = await cancel(admin, orderId, 'Clicked twice');
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(second.json().updatedAt).toBe(first.json().updatedAt);
    for (const type of ['OrderCancelled', 'StockReleased', 'RefundRequested']) expect(await eventsOf(orderId, type)).toHaveLength(1);
    expect(await demoRefunds(orderId)).toEqual(refunds);
    await expect.poll(() => ledgerEvents(t.store, ownerId, 'BookingPointsReversed'), QUEUED_JOBS_WAIT).toHaveLength(1);
  });

  it('less than 14 days before the start: cancelled and released without a refund, points reversed', async () => {
    const { orderId, ownerId } = await paidBooking();
    clock = TEN_DAYS_BEFORE;
    try {
      const answer = await cancel(admin, orderId);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
      await expect.poll(() => ledgerEvents(t.store, ownerId, 'BookingPointsReversed'), QUEUED_JOBS_WAIT).toHaveLength(1);
    } finally {
      clock = new Date();
    }
    expect(await adminListed(orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
    expect(await activeHolds(orderId)).toBe(0);
    expect(await eventsOf(orderId, 'RefundRequested')).toHaveLength(0);
    expect(await demoRefunds(orderId)).toEqual([]);
    await awardAfterCheckIn(orderId);
    expect(await ledgerEvents(t.store, ownerId, 'BookingPointsEarned')).toHaveLength(0);
  });

  it('leaves points already earned at check-in alone', async () => {
    const { orderId, ownerId } = await paidBooking();
    clock = AFTER_CHECK_IN;
    try {
      expect(await fireTimer(t.database.db, handlers, { kind: LOYALTY_AWARD_TIMER_KIND, key: orderId }, clock)).toBe('fired');
      expect((await cancel(admin, orderId)).json()).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
      await handlers.get(LOYALTY_AWARD_TIMER_KIND)!({ orderId }, { kind: LOYALTY_AWARD_TIMER_KIND, key: orderId, dueAt: clock });
    } finally {
      clock = new Date();
    }
    expect(await ledgerEvents(t.store, ownerId, 'BookingPointsEarned')).toHaveLength(1);
    expect(await ledgerEvents(t.store, ownerId, 'BookingPointsReversed')).toHaveLength(0);
  });
});

describe('other bookings and callers', () => {
  it('cancels a pending booking as its owner would, releasing its stock', async () => {
    const { client } = await loggedInAs(t, 'player');
    const order = (await client.post('/api/orders', fullOrder(festival))).json();
    const answer = await cancel(admin, order.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect(await activeHolds(order.id)).toBe(0);
  });

  it('refuses an expired booking with 409 and says why', async () => {
    const { client } = await loggedInAs(t, 'player');
    const order = (await client.post('/api/orders', fullOrder(festival))).json();
    clock = new Date(clock.getTime() + 31 * 60_000);
    try {
      await handlers.get(ORDER_HOLD_TIMER_KIND)!({ orderId: order.id }, { kind: ORDER_HOLD_TIMER_KIND, key: order.id, dueAt: clock });
      const answer = await cancel(admin, order.id);
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ error: 'This booking expired before it was paid; there is nothing to cancel.', details: { reason: 'not_cancellable' } });
    } finally {
      clock = new Date();
    }
  });

  it('is for admins only (403 for a player, even the owner; 401 for a visitor), and checks its input', async () => {
    const owner = await loggedInAs(t, 'player');
    const orderId = await confirmedOrder(owner.client, festival);
    expect((await cancel(owner.client, orderId)).statusCode).toBe(403);
    expect((await cancel((await loggedInAs(t, 'agent')).client, orderId)).statusCode).toBe(403);
    expect((await cancel(new SessionClient(t.server), orderId)).statusCode).toBe(401);
    expect(await eventsOf(orderId, 'OrderCancelled')).toHaveLength(0);

    for (const reason of ['', '   ', 'x'.repeat(501)]) expect((await cancel(admin, orderId, reason)).statusCode, JSON.stringify(reason)).toBe(400);
    expect((await admin.post(`/api/admin/orders/${orderId}/cancel`, {})).statusCode).toBe(400);
    for (const unknown of ['not-an-order', '00000000-0000-4000-8000-000000000000']) expect((await cancel(admin, unknown)).statusCode).toBe(404);
    expect(await eventsOf(orderId, 'OrderCancelled')).toHaveLength(0);
  });
});

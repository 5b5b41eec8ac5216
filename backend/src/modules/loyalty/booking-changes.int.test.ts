import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimerHandler } from '@pokerfest/infra';
import { loggedInAs } from '../../testing/accounts';
import { testTimerHandlers } from '../../testing/context-jobs';
import type { SessionClient } from '../../testing/session-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bookableFestival, type BookableFestival } from '../../testing/booking-fixture';
import { confirm, quote } from '../orders/testing/change-fixture';
import { LOYALTY_AWARD_TIMER_KIND, LOYALTY_RESTATE_TIMER_KIND } from './points-timers';
import { confirmedOrder, FULL_ORDER_POINTS, ledgerEvents, QUEUED_JOBS_WAIT, runAwardAt } from './testing/loyalty-fixture';

// A booking's points follow its changes until they are awarded: a change re-states the pending
// points for the new total (the player's "pending" figure with it), a cancellation drops them and
// the award timer then awards nothing; points already earned stay. The fixture's festival starts
// (and its room is checked in) on 2027-06-01; the jobs run on BullMQ when the run has a Redis.

const AFTER_CHECK_IN = new Date('2027-06-02T09:00:00.000Z');
/** fullOrder without its paid seat (300.00): 525.50, 10% of the euros, rounded. */
const WITHOUT_SEAT_POINTS = 53;

let clock = new Date();
let t: TestApp;
let admin: { client: SessionClient; id: number };
let festival: BookableFestival;
let handlers: Map<string, TimerHandler>;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, jobs: 'services' });
  admin = await loggedInAs(t, 'admin');
  festival = await bookableFestival(admin.client, { rooms: 20 });
  handlers = testTimerHandlers({ db: t.database.db, store: t.store, now: () => clock, queue: t.queue, config: t.config, payments: t.payments });
});
afterAll(async () => t?.close());

const pendingPoints = async (player: SessionClient): Promise<number> => (await player.get('/api/loyalty/me')).json().pendingPoints;
const restateTimersFired = async (orderId: string) =>
  (await t.database.db.selectFrom('scheduled_timers').select('fired_at').where('kind', '=', LOYALTY_RESTATE_TIMER_KIND).where('timer_key', 'like', `${orderId}-%`).execute()).map((row) => row.fired_at !== null);
const withoutSeat = () => ({ removeTournaments: [festival.paidTournamentId] });
/** Quoted and confirmed through the API, by the owner or an admin. */
const changed = async (client: SessionClient, orderId: string, request: Record<string, unknown>) => confirm(client, orderId, (await quote(client, orderId, request)).quoteId);

async function paidBooking(): Promise<{ orderId: string; player: SessionClient; ownerId: number }> {
  const { client, id } = await loggedInAs(t, 'player');
  const orderId = await confirmedOrder(client, festival);
  await expect.poll(() => pendingPoints(client), QUEUED_JOBS_WAIT).toBe(FULL_ORDER_POINTS);
  return { orderId, player: client, ownerId: id };
}

/** The award's timer and handler run after check-in, as the delayed job or the sweep would. */
async function awardAfterCheckIn(orderId: string): Promise<void> {
  clock = AFTER_CHECK_IN;
  await runAwardAt(t.database.db, handlers, orderId, clock).finally(() => (clock = new Date()));
}

describe("a changed booking's points", () => {
  it('are re-stated for the lower total, shown as pending, and awarded as re-stated', async () => {
    const { orderId, player, ownerId } = await paidBooking();
    await changed(player, orderId, withoutSeat());

    await expect.poll(() => pendingPoints(player), QUEUED_JOBS_WAIT).toBe(WITHOUT_SEAT_POINTS);
    expect((await ledgerEvents(t.store, ownerId, 'BookingPointsRestated')).map((event) => event.data)).toEqual([
      { orderId, points: WITHOUT_SEAT_POINTS, previousPoints: FULL_ORDER_POINTS, dueAt: '2027-06-01T00:00:00.000Z', restatedAt: expect.any(String) },
    ]);
    // the award timer stays the one armed at confirmation, keyed by the order
    const awards = await t.database.db.selectFrom('scheduled_timers').select('timer_key').where('kind', '=', LOYALTY_AWARD_TIMER_KIND).where('timer_key', 'like', `${orderId}%`).execute();
    expect(awards).toEqual([{ timer_key: orderId }]);

    await awardAfterCheckIn(orderId);
    expect((await ledgerEvents(t.store, ownerId, 'BookingPointsEarned')).map((event) => event.data.points)).toEqual([WITHOUT_SEAT_POINTS]);
    expect(await pendingPoints(player)).toBe(0);
    expect((await player.get('/api/loyalty/me')).json().points).toBe(WITHOUT_SEAT_POINTS);
  });

  it('already earned are never touched by a later change', async () => {
    const { orderId, player, ownerId } = await paidBooking();
    await awardAfterCheckIn(orderId);
    // after the start only an admin may change the booking; its re-statement timer runs (and finds the points earned)
    clock = AFTER_CHECK_IN;
    try {
      await changed(admin.client, orderId, withoutSeat());
      await expect.poll(() => restateTimersFired(orderId), QUEUED_JOBS_WAIT).toEqual([true]);
    } finally {
      clock = new Date();
    }
    expect(await ledgerEvents(t.store, ownerId, 'BookingPointsRestated')).toHaveLength(0);
    expect((await ledgerEvents(t.store, ownerId, 'BookingPointsEarned')).map((event) => event.data.points)).toEqual([FULL_ORDER_POINTS]);
    expect((await player.get('/api/loyalty/me')).json()).toMatchObject({ points: FULL_ORDER_POINTS, pendingPoints: 0 });
  });
});

describe("a cancelled booking's points", () => {
  it('leave nothing pending and are not awarded when the award timer fires', async () => {
    const { orderId, player, ownerId } = await paidBooking();
    expect((await admin.client.post(`/api/admin/orders/${orderId}/cancel`, { reason: 'The guest fell ill' })).statusCode).toBe(200);

    await expect.poll(() => pendingPoints(player), QUEUED_JOBS_WAIT).toBe(0);
    await awardAfterCheckIn(orderId);
    expect(await ledgerEvents(t.store, ownerId, 'BookingPointsEarned')).toHaveLength(0);
    expect((await ledgerEvents(t.store, ownerId, 'BookingPointsReversed')).map((event) => event.data.points)).toEqual([FULL_ORDER_POINTS]);
    expect((await player.get('/api/loyalty/me')).json()).toMatchObject({ points: 0, pendingPoints: 0 });
  });

  it('after a change: the re-stated points are the ones dropped', async () => {
    const { orderId, player, ownerId } = await paidBooking();
    await changed(player, orderId, withoutSeat());
    await expect.poll(() => pendingPoints(player), QUEUED_JOBS_WAIT).toBe(WITHOUT_SEAT_POINTS);
    await changed(player, orderId, { cancel: true });

    await expect.poll(() => pendingPoints(player), QUEUED_JOBS_WAIT).toBe(0);
    await awardAfterCheckIn(orderId);
    expect(await ledgerEvents(t.store, ownerId, 'BookingPointsEarned')).toHaveLength(0);
    expect((await ledgerEvents(t.store, ownerId, 'BookingPointsReversed')).map((event) => event.data.points)).toEqual([WITHOUT_SEAT_POINTS]);
  });
});

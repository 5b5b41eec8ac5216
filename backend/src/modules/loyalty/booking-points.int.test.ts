import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireTimer, sweepTimers, timerHandlersOf, type TimerHandler } from '@pokerfest/infra';
import { createTestJobs, type TestJobs } from '@pokerfest/infra/testing/jobs';
import { buildJobCatalogue, HOUSEKEEPING_JOB } from '@pokerfest/projections';
import { testContextJobs } from '../../testing/context-jobs';
import { LOYALTY_AWARD_TIMER_KIND, LOYALTY_PROMISE_TIMER_KIND } from './points-timers';
import { loggedInAs } from '../../testing/accounts';
import type { SessionClient } from '../../testing/session-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bookableFestival, type BookableFestival } from '../../testing/booking-fixture';
import { balanceOf, confirmedOrder, FULL_ORDER_POINTS, ledgerEvents, payWithDemoCard, QUEUED_JOBS_WAIT, referredPlayer } from './testing/loyalty-fixture';

// The points of a confirmed order: promised at once, awarded on the check-in day (2027-06-01, the
// fixture's room check-in, 00:00 UTC with the default delay of 0 hours), exactly once whatever runs
// it: the delayed job, the sweep, two workers at once, a retry after a run that died mid-way.
// The jobs run on BullMQ when the run has a Redis, the clock is the test's.

const CHECK_IN = new Date('2027-06-01T00:00:00.000Z');
const AFTER_CHECK_IN = new Date('2027-06-01T09:00:00.000Z');

let clock = new Date();
const now = () => clock;
let t: TestApp;
let jobs: TestJobs;
let handlers: Map<string, TimerHandler>;
let housekeeping: () => Promise<void>;
let festival: BookableFestival;

beforeAll(async () => {
  jobs = await createTestJobs({ attempts: 2, backoffMs: 10 });
  t = await createTestApp({ queue: jobs.queue, now });
  const contexts = testContextJobs({ db: t.database.db, store: t.store, now, queue: jobs.queue, config: t.config, payments: t.payments });
  handlers = timerHandlersOf(contexts);
  const catalogue = buildJobCatalogue({
    db: t.database.db,
    queue: jobs.queue,
    projections: [],
    contexts,
    batchSize: 100,
    projectionTickMs: 3_600_000,
    timerSweepMs: 3_600_000,
    now,
    onError: () => undefined,
  });
  await jobs.runner.start(catalogue.definitions, catalogue.repeating);
  housekeeping = () => catalogue.definitions.find((job) => job.name === HOUSEKEEPING_JOB)!.process({});
  festival = await bookableFestival((await loggedInAs(t, 'admin')).client, { rooms: 100 });
});
afterAll(async () => {
  await jobs?.runner.close();
  await t?.close();
});

async function player(): Promise<{ client: SessionClient; id: number }> {
  return loggedInAs(t, 'player');
}

const award = (orderId: string) => handlers.get(LOYALTY_AWARD_TIMER_KIND)!({ orderId }, { kind: LOYALTY_AWARD_TIMER_KIND, key: orderId, dueAt: CHECK_IN });
const promise = (orderId: string) => handlers.get(LOYALTY_PROMISE_TIMER_KIND)!({ orderId }, { kind: LOYALTY_PROMISE_TIMER_KIND, key: orderId, dueAt: clock });
const dueRow = (kind: string, orderId: string) =>
  t.database.db.selectFrom('scheduled_timers').selectAll().where('kind', '=', kind).where('timer_key', '=', orderId).executeTakeFirst();
const promised = async (userId: number) => (await ledgerEvents(t.store, userId, 'BookingPointsPending')).length;
const earned = async (userId: number) => ledgerEvents(t.store, userId, 'BookingPointsEarned');

/** A fresh player's order, confirmed on today's real clock. */
async function confirmedToday(): Promise<{ id: number; orderId: string }> {
  clock = new Date();
  const { client, id } = await player();
  return { id, orderId: await confirmedOrder(client, festival) };
}

/** The points were promised once and earned once, and the balance holds the order's points once. */
async function expectAwardedOnce(userId: number): Promise<void> {
  expect(await earned(userId)).toHaveLength(1);
  expect(await promised(userId)).toBe(1);
  expect(await balanceOf(t.store, userId)).toBe(FULL_ORDER_POINTS);
}

describe('points after check-in', () => {
  it('promises the points at confirmation and awards nothing before check-in (moved clock), then awards them', async () => {
    const { id, orderId } = await confirmedToday();
    await expect.poll(() => promised(id), QUEUED_JOBS_WAIT).toBe(1);
    expect(await ledgerEvents(t.store, id)).toStrictEqual([
      { type: 'BookingPointsPending', data: { orderId, points: FULL_ORDER_POINTS, festivalName: expect.stringMatching(/^Linz Poker Open/), dueAt: CHECK_IN.toISOString() } },
    ]);
    expect((await dueRow(LOYALTY_AWARD_TIMER_KIND, orderId))?.due_at).toStrictEqual(CHECK_IN);

    clock = new Date(CHECK_IN.getTime() - 1000);
    await sweepTimers(t.database.db, handlers, clock); // fires the order's hold expiry and mail, not its points
    expect(await fireTimer(t.database.db, handlers, { kind: LOYALTY_AWARD_TIMER_KIND, key: orderId }, clock)).toBe('not-due');
    await expect(award(orderId)).rejects.toThrow(/not due before 2027-06-01T00:00:00.000Z/);
    expect(await earned(id)).toHaveLength(0);
    expect(await balanceOf(t.store, id)).toBe(0);

    clock = CHECK_IN;
    await sweepTimers(t.database.db, handlers, clock);
    expect(await earned(id)).toStrictEqual([{ type: 'BookingPointsEarned', data: { orderId, points: FULL_ORDER_POINTS, awardedAt: CHECK_IN.toISOString() } }]);
    expect(await balanceOf(t.store, id)).toBe(FULL_ORDER_POINTS);
    expect((await dueRow(LOYALTY_AWARD_TIMER_KIND, orderId))?.fired_at).not.toBeNull();
  });

  it('awards once when the delayed job, the sweep and the job body all run an overdue award at once', async () => {
    clock = AFTER_CHECK_IN; // confirmed after check-in: both timers are due at once, their jobs run now
    const { client, id } = await player();
    const orderId = await confirmedOrder(client, festival);
    await Promise.all([
      sweepTimers(t.database.db, handlers, clock),
      sweepTimers(t.database.db, handlers, clock),
      fireTimer(t.database.db, handlers, { kind: LOYALTY_AWARD_TIMER_KIND, key: orderId }, clock).catch(() => 'raced'),
    ]);
    await vi.waitFor(async () => {
      expect((await dueRow(LOYALTY_AWARD_TIMER_KIND, orderId))?.fired_at, 'award timer fired').toBeInstanceOf(Date);
      expect((await dueRow(LOYALTY_PROMISE_TIMER_KIND, orderId))?.fired_at, 'promise timer fired').toBeInstanceOf(Date);
    }, QUEUED_JOBS_WAIT);
    await sweepTimers(t.database.db, handlers, clock);
    await expectAwardedOnce(id);
  });

  it('awards once when two workers run the award at the same moment', async () => {
    const { id, orderId } = await confirmedToday();
    clock = AFTER_CHECK_IN;
    await Promise.all([award(orderId), award(orderId), award(orderId), promise(orderId)]);
    await expectAwardedOnce(id);
  });

  it('paid in parts: awards nothing at check-in while a balance is owed, and the points once it is paid', async () => {
    clock = new Date();
    const { client, id } = await player();
    const orderId = await confirmedOrder(client, festival, { paymentPlan: { kind: 'deposit' } });
    await expect.poll(() => promised(id), QUEUED_JOBS_WAIT).toBe(1);
    clock = AFTER_CHECK_IN;
    await expect(award(orderId)).rejects.toThrow(/wait for its balance/);
    expect(await earned(id)).toHaveLength(0);
    clock = new Date();
    const balance = await client.post(`/api/orders/${orderId}/payments`, { pay: 'balance' });
    await payWithDemoCard(client, balance.json().clientSecret);
    clock = AFTER_CHECK_IN;
    await award(orderId);
    await expectAwardedOnce(id);
  });

  it('awards once when a run dies after appending and the timer is retried', async () => {
    const { id, orderId } = await confirmedToday();
    clock = AFTER_CHECK_IN;
    const dying = new Map(handlers);
    dying.set(LOYALTY_AWARD_TIMER_KIND, async (payload, timer) => {
      await handlers.get(LOYALTY_AWARD_TIMER_KIND)!(payload, timer);
      throw new Error('the worker died before marking the timer fired');
    });
    await expect(fireTimer(t.database.db, dying, { kind: LOYALTY_AWARD_TIMER_KIND, key: orderId }, clock)).rejects.toThrow(/worker died/);
    const failed = await dueRow(LOYALTY_AWARD_TIMER_KIND, orderId);
    expect(failed).toMatchObject({ fired_at: null, attempts: 1, last_error: expect.stringContaining('worker died') });
    expect(await earned(id)).toHaveLength(1);

    // the next sweep after the failed try's back-off
    expect(await sweepTimers(t.database.db, handlers, new Date(clock.getTime() + 60_000))).toBeGreaterThanOrEqual(1);
    expect((await dueRow(LOYALTY_AWARD_TIMER_KIND, orderId))?.fired_at).not.toBeNull();
    expect(await earned(id)).toHaveLength(1);
    expect(await balanceOf(t.store, id)).toBe(FULL_ORDER_POINTS);
  });

  it('the hourly housekeeping gives a confirmed order without loyalty timers its timers, and the sweep awards it', async () => {
    const { id, orderId } = await confirmedToday();
    await expect.poll(() => promised(id), QUEUED_JOBS_WAIT).toBe(1);
    // as if confirmed before the loyalty timers existed
    await t.database.db.deleteFrom('scheduled_timers').where('timer_key', '=', orderId).where('kind', 'in', [LOYALTY_AWARD_TIMER_KIND, LOYALTY_PROMISE_TIMER_KIND]).execute();
    await housekeeping();
    expect((await dueRow(LOYALTY_AWARD_TIMER_KIND, orderId))?.due_at).toStrictEqual(CHECK_IN);
    expect(await dueRow(LOYALTY_PROMISE_TIMER_KIND, orderId)).toBeDefined();

    clock = AFTER_CHECK_IN;
    await sweepTimers(t.database.db, handlers, clock);
    expect(await earned(id)).toHaveLength(1);
    expect(await promised(id)).toBe(1);
  });

  it('awards at the configured delay after the check-in day starts', async () => {
    await t.database.db.updateTable('loyalty_config').set({ value: 30 }).where('key', '=', 'award_delay_hours').execute();
    try {
      const { id, orderId } = await confirmedToday();
      await expect.poll(() => promised(id), QUEUED_JOBS_WAIT).toBe(1);
      const due = new Date(CHECK_IN.getTime() + 30 * 3600_000);
      expect((await dueRow(LOYALTY_AWARD_TIMER_KIND, orderId))?.due_at).toStrictEqual(due);
      expect((await ledgerEvents(t.store, id, 'BookingPointsPending'))[0]?.data).toMatchObject({ dueAt: due.toISOString() });
      clock = AFTER_CHECK_IN;
      await sweepTimers(t.database.db, handlers, clock);
      expect(await earned(id)).toHaveLength(0);
      clock = due;
      await sweepTimers(t.database.db, handlers, clock);
      expect(await earned(id)).toHaveLength(1);
    } finally {
      await t.database.db.updateTable('loyalty_config').set({ value: 0 }).where('key', '=', 'award_delay_hours').execute();
    }
  });
});

describe('referral bonus', () => {
  it("gives the referrer one bonus, for the referred player's first confirmed booking, and none for a sign-up", async () => {
    clock = new Date();
    const agent = await loggedInAs(t, 'agent');
    const code = (await agent.client.get('/api/user')).json().referralCode as string;
    const referred = await referredPlayer(t, code);
    await housekeeping();
    await sweepTimers(t.database.db, handlers, clock);
    expect(await ledgerEvents(t.store, agent.id)).toStrictEqual([]);

    const first = await confirmedOrder(referred.client, festival);
    const second = await confirmedOrder(referred.client, festival);
    await expect.poll(() => promised(referred.id), QUEUED_JOBS_WAIT).toBe(2);
    await Promise.all([promise(first), promise(second), promise(second)]);
    expect(await ledgerEvents(t.store, agent.id)).toStrictEqual([
      {
        type: 'ReferralBonusAwarded',
        data: { referredUserId: referred.id, referredUsername: expect.stringMatching(/^referred/), orderId: first, points: 50, awardedAt: expect.any(String) },
      },
    ]);
    expect(await balanceOf(t.store, agent.id)).toBe(50);
    // the referred player earns their own points, not a bonus
    expect(await ledgerEvents(t.store, referred.id, 'ReferralBonusAwarded')).toHaveLength(0);
  });

  it('gives nobody a bonus for a player who was not referred', async () => {
    const { id, orderId } = await confirmedToday();
    await expect.poll(() => promised(id), QUEUED_JOBS_WAIT).toBe(1);
    await promise(orderId);
    const bonuses = await t.database.db.selectFrom('es_events').select('data').where('event_type', '=', 'ReferralBonusAwarded').execute();
    expect(bonuses.map((row) => (row.data as { referredUserId: number }).referredUserId)).not.toContain(id);
  });
});

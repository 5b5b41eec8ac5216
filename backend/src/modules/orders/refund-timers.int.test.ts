import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_REFUND_TIMER_KIND, TIMER_FIRE_JOB, timerJobId, type JobQueue } from '@pokerfest/infra';
import type { SessionClient } from '../../testing/session-client';
import type { TestApp } from '../../testing/test-app';
import type { BookableFestival } from '../../testing/booking-fixture';
import { festivalApp } from './testing/festival-app';
import { confirm, paidOrder, payDue, quote } from './testing/change-fixture';
import { rearmLostRefunds } from './payment-reconciliation';

// Issue 27, item 1: the refund reaction did not await the timer it armed, so when one command
// requested two refunds the second timer's row was written after the command had committed (on a
// connection back in the pool), and its job was never enqueued. Every refund's timer is written in
// the command's own transaction; a refund that still lost its timer is re-armed by a check, which
// /api/ready and the metrics count.

const TWENTY_DAYS_BEFORE = new Date('2027-05-12T10:00:00.000Z');

/** The jobs the app enqueues, kept instead of run: the timers' rows stay as the command wrote them. */
const enqueued: Array<{ name: string; jobId?: string }> = [];
const recordingQueue: JobQueue = {
  kind: 'in-process',
  enqueue: async (name, _data, options) => void enqueued.push({ name, jobId: options?.jobId }),
  ping: async () => true,
  close: async () => undefined,
};

let t: TestApp;
let player: SessionClient;
let festival: BookableFestival;

beforeAll(async () => {
  ({ t, player, festival } = await festivalApp({ now: () => TWENTY_DAYS_BEFORE, queue: recordingQueue, metrics: true }));
});
afterAll(async () => t?.close());

/** A paid booking whose change added a paid difference: two payments, so its cancellation requests two refunds. */
async function bookingPaidTwice(): Promise<string> {
  const orderId = await paidOrder(player, festival);
  const change = await quote(player, orderId, { nights: 5 });
  await confirm(player, orderId, change.quoteId);
  await payDue(player, orderId, change.due);
  return orderId;
}

async function refundTimersOf(orderId: string) {
  const { rows } = await sql<{ timer_key: string; written_by: string; requested_by: string }>`
    SELECT t.timer_key, t.xmin::text AS written_by, (e.transaction_id::text::numeric % 4294967296)::text AS requested_by
      FROM es_events e
      JOIN scheduled_timers t ON t.kind = ${PAYMENT_REFUND_TIMER_KIND} AND t.timer_key = coalesce(e.data->>'refundKey', e.data->>'intentId')
     WHERE e.stream_id = ${`order-${orderId}`} AND e.event_type = 'RefundRequested'`.execute(t.database.db);
  return rows;
}

describe('one command that requests two refunds', () => {
  it('writes both refund timers in its own transaction and enqueues both once it has committed', async () => {
    const orderId = await bookingPaidTwice();
    const cancel = await quote(player, orderId, { cancel: true });
    enqueued.length = 0;
    expect(await confirm(player, orderId, cancel.quoteId)).toMatchObject({ status: 'cancelled', refundedCents: cancel.refundCents });

    // read at once after the answer: both rows exist, and the transaction that wrote each is the one that requested its refund
    const timers = await refundTimersOf(orderId);
    expect(timers).toHaveLength(2);
    for (const timer of timers) expect(timer.written_by).toBe(timer.requested_by);
    const jobs = enqueued.filter((job) => job.name === TIMER_FIRE_JOB).map((job) => job.jobId);
    expect(jobs).toEqual(expect.arrayContaining(timers.map((timer) => timerJobId(PAYMENT_REFUND_TIMER_KIND, timer.timer_key))));
  });
});

describe('a requested refund that lost its timer', () => {
  it('is counted by /api/ready and the metrics, re-armed by the check once, then counted as repaired', async () => {
    const orderId = await bookingPaidTwice();
    const cancel = await quote(player, orderId, { cancel: true });
    await confirm(player, orderId, cancel.quoteId);
    const [lost] = await refundTimersOf(orderId);
    await t.database.db.deleteFrom('scheduled_timers').where('kind', '=', PAYMENT_REFUND_TIMER_KIND).where('timer_key', '=', lost!.timer_key).execute();

    expect((await t.server.inject({ method: 'GET', url: '/api/ready' })).json()).toMatchObject({ payments: { refundsWithoutTimer: 1, repairedLast24Hours: { refundTimerRearmed: 0 } } });
    expect(await scraped()).toMatch(/^pokerfest_refunds_without_timer 1$/m);

    expect(await rearmLostRefunds({ db: t.database.db, queue: recordingQueue }, TWENTY_DAYS_BEFORE)).toBe(1);
    expect(await rearmLostRefunds({ db: t.database.db, queue: recordingQueue }, TWENTY_DAYS_BEFORE)).toBe(0);
    expect((await refundTimersOf(orderId)).map((timer) => timer.timer_key)).toContain(lost!.timer_key);
    const rearmed = await t.database.db.selectFrom('scheduled_timers').select(['payload', 'fired_at']).where('kind', '=', PAYMENT_REFUND_TIMER_KIND).where('timer_key', '=', lost!.timer_key).executeTakeFirstOrThrow();
    expect(rearmed).toMatchObject({ fired_at: null, payload: { idempotencyKey: `refund-${lost!.timer_key}` } });
    expect(enqueued).toContainEqual({ name: TIMER_FIRE_JOB, jobId: timerJobId(PAYMENT_REFUND_TIMER_KIND, lost!.timer_key) });

    expect((await t.server.inject({ method: 'GET', url: '/api/ready' })).json()).toMatchObject({ payments: { refundsWithoutTimer: 0, repairedLast24Hours: { refundTimerRearmed: 1 } } });
    const metrics = await scraped();
    expect(metrics).toMatch(/^pokerfest_refunds_without_timer 0$/m);
    expect(metrics).toMatch(/^pokerfest_payment_repairs\{kind="refund-timer-rearmed"\} 1$/m);
  });
});

async function scraped(): Promise<string> {
  const { host, port } = t.metrics!.server;
  return (await fetch(`http://${host}:${port}/metrics`)).text();
}

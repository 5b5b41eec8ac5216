import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_REFUND_TIMER_KIND, type JobQueue } from '@pokerfest/infra';
import { SessionClient } from '../../testing/session-client';
import type { TestApp } from '../../testing/test-app';
import type { BookableFestival } from '../../testing/booking-fixture';
import { festivalApp } from './testing/festival-app';
import { confirm, paidOrder, quote } from './testing/change-fixture';

// The admin Overview's 'Pending refunds' and 'Overdue timers' (issue 29): read from the timers the
// refunds and the rest of the timed work leave behind. Jobs are kept instead of run here, so a
// requested refund stays requested until the test says otherwise.

const TWENTY_DAYS_BEFORE = new Date('2027-05-12T10:00:00.000Z');
const keptQueue: JobQueue = { kind: 'in-process', enqueue: async () => undefined, ping: async () => true, close: async () => undefined };

let t: TestApp;
let admin: SessionClient;
let player: SessionClient;
let festival: BookableFestival;

beforeAll(async () => {
  ({ t, admin, player, festival } = await festivalApp({ now: () => TWENTY_DAYS_BEFORE, queue: keptQueue }));
});
afterAll(async () => t?.close());

const PATH = '/api/admin/stats/pending-work';
const pendingWork = async () => {
  const answer = await admin.get(PATH);
  expect(answer.statusCode).toBe(200);
  return answer.json() as { pendingRefunds: number; overdueTimers: number; parkedTimers: number };
};
const refundTimers = () => t.database.db.updateTable('scheduled_timers').where('kind', '=', PAYMENT_REFUND_TIMER_KIND);

describe('GET /api/admin/stats/pending-work', () => {
  it('is for admins only', async () => {
    expect((await new SessionClient(t.server).get(PATH)).statusCode).toBe(401);
    expect((await player.get(PATH)).statusCode).toBe(403);
  });

  it('counts a cancelled booking’s refund until the provider was asked, again when given up on or lost, and late and parked timers', async () => {
    const before = await pendingWork();
    expect(before).toEqual({ pendingRefunds: 0, overdueTimers: 0, parkedTimers: 0 });

    const orderId = await paidOrder(player, festival);
    const cancel = await quote(player, orderId, { cancel: true });
    expect(cancel.refundCents).toBeGreaterThan(0);
    await confirm(player, orderId, cancel.quoteId);
    // the refund is due at once and nothing fires it here: pending, and late (as is the rest of the
    // cancellation's timed work: its mails and its credit note)
    const cancelled = await pendingWork();
    expect(cancelled).toMatchObject({ pendingRefunds: 1, parkedTimers: 0 });
    const othersLate = cancelled.overdueTimers - 1;
    expect(othersLate).toBeGreaterThanOrEqual(0);

    // the provider was asked: no refund waits
    await refundTimers().set({ fired_at: TWENTY_DAYS_BEFORE }).execute();
    expect(await pendingWork()).toEqual({ pendingRefunds: 0, overdueTimers: othersLate, parkedTimers: 0 });

    // given up on after its last attempt: still not refunded, now parked rather than late
    await refundTimers().set({ fired_at: null, parked_at: TWENTY_DAYS_BEFORE }).execute();
    expect(await pendingWork()).toEqual({ pendingRefunds: 1, overdueTimers: othersLate, parkedTimers: 1 });

    // its timer lost before it was written: the refund is still owed
    await t.database.db.deleteFrom('scheduled_timers').where('kind', '=', PAYMENT_REFUND_TIMER_KIND).execute();
    expect(await pendingWork()).toEqual({ pendingRefunds: 1, overdueTimers: othersLate, parkedTimers: 0 });
  });
});

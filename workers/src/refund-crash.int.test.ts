import { expect, it, vi } from 'vitest';
import { uniqueTestPrefix } from '@pokerfest/infra/testing/services';
import { loggedInAs } from '@pokerfest/backend/testing/accounts';
import { bookableFestival } from '@pokerfest/backend/testing/booking-fixture';
import { confirm, paidOrder, quote } from '@pokerfest/backend/modules/orders/testing/change-fixture';
import { crashTestBedPerFile, exitOf } from './testing/worker-processes';

// Players cancel paid bookings; the API writes each refund's durable timer with the cancellation and
// no job runs in it. A real worker process is killed with SIGKILL while it asks the provider for
// those refunds; a second worker finishes. Timers are at-least-once and the provider call is keyed
// by the refund, so what must hold is the money: every booking refunded, exactly once, in full.
const ORDERS = 60;
const bed = crashTestBedPerFile({ PAYMENT_PROVIDER: 'demo' });

async function refundsByOrder(orderIds: readonly string[]): Promise<Map<string, number[]>> {
  const rows = await bed.t.database.db
    .selectFrom('demo_payment_refunds as r')
    .innerJoin('demo_payment_intents as i', 'i.id', 'r.intent_id')
    .select(['i.order_id', 'r.amount_cents'])
    .where('i.order_id', 'in', orderIds)
    .execute();
  const byOrder = new Map<string, number[]>();
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), Number(row.amount_cents)]);
  return byOrder;
}

const WORKER_WAIT = { timeout: 60_000, interval: 20 };

it.skipIf(!bed.available)(
  'a worker killed between the cancellations and their refunds: every booking refunded exactly once',
  async () => {
    if (!bed.t.database.url) throw new Error('a real Postgres is needed for worker processes');
    const admin = (await loggedInAs(bed.t, 'admin')).client;
    const festival = await bookableFestival(admin, { rooms: ORDERS });
    const orderIds: string[] = [];
    for (let i = 0; i < ORDERS; i += 1) {
      const player = (await loggedInAs(bed.t, 'player')).client;
      const orderId = await paidOrder(player, festival);
      await confirm(player, orderId, (await quote(player, orderId, { cancel: true })).quoteId);
      orderIds.push(orderId);
    }
    expect((await refundsByOrder(orderIds)).size).toBe(0);

    const prefix = uniqueTestPrefix();
    const logsA: string[] = [];
    const first = bed.startWorker(prefix, logsA);
    const firstExit = exitOf(first);
    await vi.waitFor(async () => expect((await refundsByOrder(orderIds)).size, `the first worker refunding (${logsA.join('')})`).toBeGreaterThan(0), WORKER_WAIT);
    first.kill('SIGKILL');
    await firstExit;
    const atKill = (await refundsByOrder(orderIds)).size;

    const logsB: string[] = [];
    const second = bed.startWorker(prefix, logsB);
    await vi.waitFor(async () => expect((await refundsByOrder(orderIds)).size, `the second worker finishing (${logsB.join('')})`).toBe(ORDERS), WORKER_WAIT);
    console.log(`killed the first worker after ${atKill} of ${ORDERS} refunds; the second made the rest`);
    const refunds = await refundsByOrder(orderIds);
    expect([...refunds.values()].filter((amounts) => amounts.length !== 1 || amounts[0] !== 82_550)).toEqual([]);

    const secondExit = exitOf(second);
    second.kill('SIGTERM');
    expect(await secondExit).toBe(0);
  },
  180_000,
);

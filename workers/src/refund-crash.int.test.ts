import { expect, it, vi } from 'vitest';
import { loggedInAs } from '@pokerfest/backend/testing/accounts';
import { bookableFestival } from '@pokerfest/backend/testing/booking-fixture';
import { confirm, paidOrder, quote } from '@pokerfest/backend/modules/orders/testing/change-fixture';
import { crashTestBedPerFile, terminated, WORKER_WAIT } from './testing/worker-processes';

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

it.skipIf(!bed.available)(
  'a worker killed between the cancellations and their refunds: every booking refunded exactly once',
  async () => {
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

    const refunded = async () => (await refundsByOrder(orderIds)).size;
    const { atKill, second, logs } = await bed.crashFirstWorker(refunded, { doing: 'refunding', flushRedis: false });
    await vi.waitFor(async () => expect(await refunded(), `the second worker finishing (${logs.join('')})`).toBe(ORDERS), WORKER_WAIT);
    console.log(`killed the first worker after ${atKill} of ${ORDERS} refunds; the second made the rest`);
    const refunds = await refundsByOrder(orderIds);
    expect([...refunds.values()].filter((amounts) => amounts.length !== 1 || amounts[0] !== 82_550)).toEqual([]);

    expect(await terminated(second)).toBe(0);
  },
  180_000,
);

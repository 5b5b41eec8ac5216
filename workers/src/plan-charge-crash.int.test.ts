import { sql } from 'kysely';
import { expect, it, vi } from 'vitest';
import { loggedInAs } from '@pokerfest/backend/testing/accounts';
import { bookableFestival, fullOrder } from '@pokerfest/backend/testing/booking-fixture';
import { saveSeller } from '@pokerfest/backend/modules/documents/testing/document-fixture';
import { crashTestBedPerFile, terminated, WORKER_WAIT } from './testing/worker-processes';

// Bookings paid in parts whose players consented to automatic charges: their due charges (timers,
// written with each confirmation; made due now) are swept by a real worker process, killed with
// SIGKILL while it charges; a second worker finishes. A charge's key at the provider is the payment's
// and the attempt's, and its verdict names the plan's payment: what must hold is the money, every
// booking charged exactly once and paid in full.
const ORDERS = 40;
const bed = crashTestBedPerFile({ PAYMENT_PROVIDER: 'demo' });

const chargesByOrder = async (orderIds: readonly string[]) => {
  const rows = await bed.t.database.db
    .selectFrom('demo_payment_intents')
    .select(['order_id', 'status'])
    .where('order_id', 'in', orderIds)
    .where('saved_card', 'is not', null)
    .where('save_card', '=', false)
    .execute();
  const byOrder = new Map<string, string[]>();
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row.status]);
  return byOrder;
};

const recordedPayments = async (orderIds: readonly string[]) => {
  const rows = await sql<{ stream_id: string }>`
    SELECT stream_id FROM es_events
     WHERE event_type = 'PaymentSucceeded' AND data ? 'instalments' AND NOT (data -> 'instalments' @> '[0]')
       AND stream_id = ANY(${orderIds.map((id) => `order-${id}`)})`.execute(bed.t.database.db);
  return rows.rows.map((row) => row.stream_id);
};

it.skipIf(!bed.available)(
  'a worker killed while it charges the due payments: every booking charged exactly once and paid in full',
  async () => {
    await saveSeller(bed.t.database.db);
    const admin = (await loggedInAs(bed.t, 'admin')).client;
    const festival = await bookableFestival(admin, { rooms: ORDERS });
    const orderIds: string[] = [];
    for (let i = 0; i < ORDERS; i += 1) {
      const player = (await loggedInAs(bed.t, 'player')).client;
      const order = (await player.post('/api/orders', fullOrder(festival, { paymentPlan: { kind: 'deposit' } }))).json() as { id: string };
      const intent = (await player.post('/api/create-payment-intent', { orderId: order.id, autoCharge: true })).json() as { clientSecret: string };
      const paid = await player.post('/api/payments/demo/confirm', { clientSecret: intent.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', nameOnCard: 'Anna Huber' });
      expect(paid.json()).toMatchObject({ status: 'succeeded' });
      orderIds.push(order.id);
    }
    // the due date is today: only the charges are made due (the other steps stay months ahead)
    await bed.t.database.db
      .updateTable('scheduled_timers')
      .set({ due_at: new Date() })
      .where('kind', '=', 'payment-plan-step')
      .where('timer_key', 'in', orderIds.map((id) => `${id}:1:charge`))
      .execute();

    const charged = async () => (await chargesByOrder(orderIds)).size;
    const { atKill, second, logs } = await bed.crashFirstWorker(charged, { doing: 'charging', flushRedis: false });
    // the payment reconciliation may find a charge before its timer runs again: it records it the same way
    const progress = async () => `charged ${(await chargesByOrder(orderIds)).size}, recorded ${(await recordedPayments(orderIds)).length}; ${logs.join('').slice(-2000)}`;
    await vi.waitFor(async () => expect((await recordedPayments(orderIds)).length, `the second worker finishing (${await progress()})`).toBe(ORDERS), WORKER_WAIT);
    console.log(`killed the first worker after ${atKill} of ${ORDERS} charges; the second made the rest`);

    const charges = await chargesByOrder(orderIds);
    expect([...charges.values()].filter((statuses) => statuses.length !== 1 || statuses[0] !== 'succeeded')).toEqual([]);
    expect(charges.size).toBe(ORDERS);
    expect(new Set(await recordedPayments(orderIds)).size).toBe(ORDERS);
    const refunds = await sql<{ n: string }>`SELECT count(*) AS n FROM es_events WHERE event_type = 'RefundRequested' AND stream_id = ANY(${orderIds.map((id) => `order-${id}`)})`.execute(bed.t.database.db);
    expect(Number(refunds.rows[0]!.n)).toBe(0);

    expect(await terminated(second)).toBe(0);
  },
  180_000,
);

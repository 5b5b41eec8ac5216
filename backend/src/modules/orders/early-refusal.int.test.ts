import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConflictError, placeOrderSchema } from '@pokerfest/domain';
import { loggedInAs } from '../../testing/accounts';
import type { SessionClient } from '../../testing/session-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { contextStock } from '../../jobs';
import { commandDeps } from './deps';
import { runOrderCommand } from './order-commands';
import { buildPlaceOrder } from './place-order';
import { bookableFestival, roomOnly, type BookableFestival } from '../../testing/booking-fixture';

// ADR 0032: a buyer of an item already sold out is refused before any transaction, with the body the
// hold itself answers; a unit given back by this process is for sale to the very next buyer.

let t: TestApp;
let admin: SessionClient;

// A memo (5 s, the most allowed) longer than these tests: an order that succeeds after a release was not answered from it.
beforeAll(async () => {
  t = await createTestApp({ env: { SOLD_OUT_MEMO_MS: '5000' } });
  admin = (await loggedInAs(t, 'admin')).client;
});
afterAll(async () => t?.close());

const eventCount = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM es_events`.execute(t.database.db)).rows[0]!.n);
const holdCount = async (roomId: number) =>
  (await t.database.db.selectFrom('stock_holds').select('order_id').where('item_kind', '=', 'accommodation').where('item_id', '=', roomId).where('released_at', 'is', null).execute()).length;

/** What the hold answers in its transaction when the early check is not there: the command run directly. */
async function transactionalRefusal(festival: BookableFestival, userId: number): Promise<{ error: string; details: unknown }> {
  const user = await t.database.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const command = await buildPlaceOrder(t.database.db, placeOrderSchema.parse(roomOnly(festival)), user, { orderId: randomUUID(), now: new Date(), holdMs: 60_000 });
  const deps = commandDeps({ store: t.store, queue: t.queue, config: t.config, now: () => new Date(), orderSubscribers: [], stock: contextStock(t.queue) });
  const refusal = await runOrderCommand(deps, command.orderId, command, { actorId: userId }).then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(refusal).toBeInstanceOf(ConflictError);
  return { error: (refusal as ConflictError).message, details: (refusal as ConflictError).details };
}

describe('the early refusal of a sold-out item', () => {
  it('answers 409 sold_out with the body of the transactional refusal, appending no event and holding nothing', async () => {
    const festival = await bookableFestival(admin, { rooms: 1 });
    const [first, second] = await Promise.all([loggedInAs(t, 'player'), loggedInAs(t, 'player')]);
    expect((await first.client.post('/api/orders', roomOnly(festival))).statusCode).toBe(201);
    const expected = await transactionalRefusal(festival, second.id);
    expect(expected.details).toMatchObject({ reason: 'sold_out', item: { kind: 'accommodation', id: festival.roomId } });

    // the first refusal reads the counters, the second is answered from the memo: both alike
    for (let attempt = 0; attempt < 2; attempt++) {
      const events = await eventCount();
      const refused = await second.client.post('/api/orders', roomOnly(festival));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual(expected);
      expect(await eventCount()).toBe(events);
      expect(await holdCount(festival.roomId)).toBe(1);
    }
  });

  it('sells a unit given back by a cancellation to the very next buyer (no stale memo)', async () => {
    const festival = await bookableFestival(admin, { rooms: 1 });
    const [holder, buyer] = await Promise.all([loggedInAs(t, 'player'), loggedInAs(t, 'player')]);
    const held = (await holder.client.post('/api/orders', roomOnly(festival))).json<{ id: string }>();
    expect((await buyer.client.post('/api/orders', roomOnly(festival))).json()).toMatchObject({ details: { reason: 'sold_out' } });

    expect((await holder.client.put(`/api/orders/${held.id}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    const bought = await buyer.client.post('/api/orders', roomOnly(festival));
    expect(bought.statusCode, bought.body).toBe(201);
    expect(await holdCount(festival.roomId)).toBe(1);
  });
});

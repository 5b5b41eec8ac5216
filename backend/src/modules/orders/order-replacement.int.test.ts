import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextStock, orderSubscribers } from '../../jobs';
import { loggedInAs } from '../../testing/accounts';
import type { SessionClient } from '../../testing/session-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { commandDeps } from './deps';
import { runOrderCommand } from './order-commands';
import { bookableFestival, roomOnly, type BookableFestival } from '../../testing/booking-fixture';

// One order per checkout (issue 12, point 3): placing with replacesOrderId cancels the checkout's
// earlier pending order, releasing its stock first, so the same last room goes to the new order.

let t: TestApp;
let admin: SessionClient;
let player: SessionClient;

beforeAll(async () => {
  t = await createTestApp({ jobs: 'services' });
  admin = (await loggedInAs(t, 'admin')).client;
  player = (await loggedInAs(t, 'player')).client;
});
afterAll(async () => t?.close());

const activeRoomHolds = async (festival: BookableFestival) =>
  (await t.database.db.selectFrom('stock_holds').select('order_id').where('item_kind', '=', 'accommodation').where('item_id', '=', festival.roomId).where('released_at', 'is', null).execute()).map(
    (row) => row.order_id,
  );

const ordersAt = async (client: SessionClient, festival: BookableFestival) =>
  ((await client.get('/api/orders')).json() as Array<{ id: string; productId: string; status: string }>).filter((order) => order.productId === festival.productId);

const registered = async () => (await t.database.db.selectFrom('order_registry').select('order_id').execute()).length;

async function placed(client: SessionClient, festival: BookableFestival, over: Record<string, unknown> = {}): Promise<string> {
  const answer = await client.post('/api/orders', { ...roomOnly(festival), ...over });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().id;
}

async function pay(client: SessionClient, orderId: string): Promise<void> {
  const intent = await client.post('/api/create-payment-intent', { orderId, amount: 480 });
  expect(intent.statusCode, intent.body).toBe(201);
  const paid = await client.post('/api/payments/demo/confirm', { clientSecret: intent.json().clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', nameOnCard: 'Anna Huber' });
  expect(paid.json(), paid.body).toMatchObject({ status: 'succeeded' });
}

describe('replacing the checkout’s earlier order', () => {
  it('cancels the pending one and gives its last room to the new order', async () => {
    const festival = await bookableFestival(admin, { rooms: 1 });
    const first = await placed(player, festival);
    expect((await player.post('/api/orders', roomOnly(festival))).json()).toMatchObject({ details: { reason: 'sold_out' } });

    const second = await placed(player, festival, { replacesOrderId: first, nights: 3, totalPrice: 360 });
    expect((await player.get(`/api/orders/${first}`)).json()).toMatchObject({ status: 'cancelled' });
    expect(await activeRoomHolds(festival)).toEqual([second]);
    const mine = await ordersAt(player, festival);
    expect(mine.filter((order) => order.status === 'pending').map((order) => order.id)).toEqual([second]);
    const history = await t.store.readStream(`order-${first}`);
    expect(history.find((event) => event.type === 'OrderCancelled')?.data).toMatchObject({ reason: 'Replaced by a new order from the same checkout' });
  });

  it('ignores an earlier order that its owner cancelled or that expired', async () => {
    const festival = await bookableFestival(admin, { rooms: 1 });
    const cancelled = await placed(player, festival);
    expect((await player.put(`/api/orders/${cancelled}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    const expiring = await placed(player, festival, { replacesOrderId: cancelled });
    expect(await activeRoomHolds(festival)).toEqual([expiring]);

    const later = new Date(Date.now() + 2 * t.config.ORDER_HOLD_MS);
    const deps = commandDeps({ store: t.store, queue: t.queue, config: t.config, now: () => later, orderSubscribers: orderSubscribers(t.config, () => later), stock: contextStock(t.queue) });
    expect((await runOrderCommand(deps, expiring, { type: 'ExpireOrder', now: later }, { actorId: null })).events.map((event) => event.type)).toContain('OrderExpired');
    const third = await placed(player, festival, { replacesOrderId: expiring });
    expect(await activeRoomHolds(festival)).toEqual([third]);
    expect((await player.get(`/api/orders/${expiring}`)).json()).toMatchObject({ status: 'expired' });
  });

  it('replays a retried replacement with the same Idempotency-Key', async () => {
    const festival = await bookableFestival(admin, { rooms: 1 });
    const first = await placed(player, festival);
    const request = { method: 'POST' as const, url: '/api/orders', payload: { ...roomOnly(festival), replacesOrderId: first }, headers: { 'idempotency-key': `replace-${first}` } };
    const answer = await player.request(request);
    const again = await player.request(request);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(answer.json().id);
  });

  it('refuses to replace a paid order with 409, placing nothing', async () => {
    const festival = await bookableFestival(admin);
    const first = await placed(player, festival);
    await pay(player, first);
    const before = await registered();
    const answer = await player.post('/api/orders', { ...roomOnly(festival), replacesOrderId: first });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ error: expect.stringContaining('already paid'), details: { reason: 'already_paid' } });
    expect(await registered()).toBe(before);
    expect((await player.get(`/api/orders/${first}`)).json()).toMatchObject({ status: 'confirmed' });
  });

  it("answers 404 for another user's order or an unknown one, placing nothing and leaving it pending", async () => {
    const festival = await bookableFestival(admin);
    const other = (await loggedInAs(t, 'player')).client;
    const theirs = await placed(other, festival);
    const before = await registered();
    for (const [client, replacesOrderId] of [
      [player, theirs],
      [admin, theirs],
      [player, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const answer = await client.post('/api/orders', { ...roomOnly(festival), replacesOrderId });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ error: 'Order not found' });
    }
    expect(await registered()).toBe(before);
    expect((await other.get(`/api/orders/${theirs}`)).json()).toMatchObject({ status: 'pending' });
  });

  it('leaves the earlier order pending when the new request is refused (a changed price)', async () => {
    const festival = await bookableFestival(admin);
    const first = await placed(player, festival);
    const answer = await player.post('/api/orders', { ...roomOnly(festival), totalPrice: 1, replacesOrderId: first });
    expect(answer.json()).toMatchObject({ details: { reason: 'price_changed' } });
    expect((await player.get(`/api/orders/${first}`)).json()).toMatchObject({ status: 'pending' });
    expect(await activeRoomHolds(festival)).toEqual([first]);
  });
});

describe('replacements racing', () => {
  it('replaces an order once: of three at the same moment one places its order, the others get 409 already_replaced', async () => {
    const festival = await bookableFestival(admin, { rooms: 1 });
    const first = await placed(player, festival);
    const answers = await Promise.all([1, 2, 3].map(() => player.post('/api/orders', { ...roomOnly(festival), replacesOrderId: first })));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) expect(refused.json()).toMatchObject({ details: { reason: 'already_replaced' } });
    const winner = answers.find((answer) => answer.statusCode === 201)!.json().id;
    expect(await activeRoomHolds(festival)).toEqual([winner]);
    const pending = (await ordersAt(player, festival)).filter((order) => order.status === 'pending');
    expect(pending.map((order) => order.id)).toEqual([winner]);
    // a later resend of the same replacement is refused too: the checkout replaces its newest order
    expect((await player.post('/api/orders', { ...roomOnly(festival), replacesOrderId: first })).statusCode).toBe(409);
  });

  it('racing a payment of the same order: either paid and kept, or cancelled and replaced, never both', async () => {
    const festival = await bookableFestival(admin, { rooms: 1 });
    const first = await placed(player, festival);
    const intent = await player.post('/api/create-payment-intent', { orderId: first, amount: 480 });
    const card = { clientSecret: intent.json().clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', nameOnCard: 'Anna Huber' };
    const [replacement] = await Promise.all([player.post('/api/orders', { ...roomOnly(festival), replacesOrderId: first }), player.post('/api/payments/demo/confirm', card)]);
    const earlier = (await player.get(`/api/orders/${first}`)).json();
    const holds = await activeRoomHolds(festival);
    expect(holds).toHaveLength(1);
    if (replacement.statusCode === 201) {
      // the card's late success on a cancelled order is refunded, not kept
      expect(earlier).toMatchObject({ status: 'cancelled' });
      expect(holds).toEqual([replacement.json().id]);
    } else {
      expect(replacement.json()).toMatchObject({ details: { reason: 'already_paid' } });
      expect(earlier.status).toBe('confirmed');
      expect(holds).toEqual([first]);
    }
    expect(await ordersAt(player, festival)).toHaveLength(replacement.statusCode === 201 ? 2 : 1);
  });
});

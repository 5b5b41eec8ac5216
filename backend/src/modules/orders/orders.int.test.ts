import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testTimerHandlers } from '../../testing/context-jobs';
import { ORDER_HOLD_TIMER_KIND } from './jobs';
import { contextStock } from '../../jobs';
import { loggedInAs } from '../../testing/accounts';
import { SessionClient } from '../../testing/session-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bookableFestival, fullOrder, readModelCaughtUp, roomOnly, type BookableFestival } from '../../testing/booking-fixture';

let t: TestApp;
let admin: SessionClient;
let player: SessionClient;
let playerId: number;
let festival: BookableFestival;
let clock = new Date('2027-01-10T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, jobs: 'services' });
  admin = (await loggedInAs(t, 'admin')).client;
  ({ client: player, id: playerId } = await loggedInAs(t, 'player'));
  festival = await bookableFestival(admin);
});
afterAll(async () => t?.close());

const activeHolds = async (orderId: string) =>
  (await t.database.db.selectFrom('stock_holds').selectAll().where('order_id', '=', orderId).where('released_at', 'is', null).execute()).length;

describe('placing an order', () => {
  it('prices the order on the server and holds its room and seats', async () => {
    const placed = await player.post('/api/orders', fullOrder(festival));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json();
    expect(order).toMatchObject({
      userId: playerId,
      productId: festival.productId,
      status: 'pending',
      paymentStatus: 'unpaid',
      totalPrice: 825.5,
      totalPriceCents: 82550,
      currency: 'EUR',
      hotelId: festival.roomId,
      nights: 4,
      customerName: 'Anna Huber',
      customerEmail: 'anna.huber@example.com',
      pointsToEarn: 83,
      holdExpiresAt: '2027-01-10T10:30:00.000Z',
    });
    expect(order.accommodation).toMatchObject({ checkIn: '2027-06-01', checkOut: '2027-06-05', pricePerNight: 120, price: 480 });
    expect(order.tournaments.map((seat: { isPurchased: boolean; price: number }) => [seat.isPurchased, seat.price])).toEqual([[true, 300], [false, 0]]);
    expect(await activeHolds(order.id)).toBe(3);

    const read = await player.get(`/api/orders/${order.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(order);
    const mine = await player.get('/api/orders');
    expect(mine.json().map((o: { id: string }) => o.id)).toContain(order.id);
  });

  it("prices the points at loyalty_config's earn rate, not the default, in every order answer", async () => {
    const earnRate = (value: number) => t.database.db.updateTable('loyalty_config').set({ value }).where('key', '=', 'earn_rate_percent').execute();
    await earnRate(12);
    try {
      const placed = await player.post('/api/orders', fullOrder(festival));
      expect(placed.statusCode, placed.body).toBe(201);
      const order = placed.json();
      // €825.50 at 12% is 99.06 points; the default 10% would say 83
      expect(order.pointsToEarn).toBe(99);
      expect((await player.get(`/api/orders/${order.id}`)).json().pointsToEarn).toBe(99);
      const mine: { id: string; pointsToEarn: number }[] = (await player.get('/api/orders')).json();
      expect(mine.find((listed) => listed.id === order.id)?.pointsToEarn).toBe(99);
      // the answer after a command is folded from the stream, not read from the projection
      const cancelled = await player.put(`/api/orders/${order.id}/status`, { status: 'cancelled' });
      expect(cancelled.json()).toMatchObject({ status: 'cancelled', pointsToEarn: 99 });
    } finally {
      await earnRate(10);
    }
  });

  it('refuses a total that is not the server price with 409 and the server figure, storing nothing', async () => {
    const before = await t.database.db.selectFrom('order_registry').selectAll().execute();
    const tampered = await player.post('/api/orders', fullOrder(festival, { totalPrice: 1 }));
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json()).toMatchObject({ details: { reason: 'price_changed', totalPrice: 825.5, currency: 'EUR' } });
    expect(tampered.json().error).toContain('€825.50');
    expect(await t.database.db.selectFrom('order_registry').selectAll().execute()).toHaveLength(before.length);
  });

  it('answers 401 to visitors and 400 to bad input', async () => {
    const visitor = new SessionClient(t.server);
    expect((await visitor.post('/api/orders', fullOrder(festival))).statusCode).toBe(401);
    const cases = [
      fullOrder(festival, { status: 'confirmed' }),
      fullOrder(festival, { nights: 0 }),
      fullOrder(festival, { tournaments: [festival.reservedTournamentId], reservedTournaments: [] }),
      fullOrder(festival, { extras: [999999] }),
      fullOrder(festival, { checkIn: '2027-07-01' }),
      { ...fullOrder(festival), hotelId: festival.roomId, nights: undefined },
    ];
    for (const body of cases) {
      const answer = await player.post('/api/orders', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error).toEqual(expect.any(String));
    }
    expect((await player.post('/api/orders', fullOrder(festival, { productId: 'no-such-festival' }))).statusCode).toBe(404);
  });

  it("takes a hotel's id in hotelId as that hotel's cheapest room at the festival", async () => {
    // one more hotel first, so the new festival's hotel id and room id differ
    await admin.post('/api/admin/hotels', { name: 'Hotel Without Rooms', description: 'A hotel with no rooms on offer', location: 'Linz' });
    const other = await bookableFestival(admin);
    expect(other.hotelId).not.toBe(other.roomId);
    const placed = await player.post('/api/orders', { ...roomOnly(other), hotelId: other.hotelId });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ hotelId: other.roomId, accommodation: { hotelId: other.hotelId, roomType: 'Double Room' } });
  });

  it('replays the first answer for a retried Idempotency-Key and creates one order', async () => {
    const headers = { 'idempotency-key': 'retry-test-1' };
    const first = await player.request({ method: 'POST', url: '/api/orders', payload: roomOnly(festival), headers });
    const again = await player.request({ method: 'POST', url: '/api/orders', payload: roomOnly(festival), headers });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    const registered = await t.database.db.selectFrom('order_registry').select('order_id').where('user_id', '=', playerId).execute();
    expect(registered.filter((row) => row.order_id === first.json().id)).toHaveLength(1);
    const reused = await player.request({ method: 'POST', url: '/api/orders', payload: fullOrder(festival), headers });
    expect(reused.statusCode).toBe(422);
  });

  it("hides another player's order behind a 404", async () => {
    const placed = (await player.post('/api/orders', roomOnly(festival))).json();
    const other = (await loggedInAs(t, 'player')).client;
    expect((await other.get(`/api/orders/${placed.id}`)).statusCode).toBe(404);
    expect((await other.put(`/api/orders/${placed.id}/status`, { status: 'cancelled' })).statusCode).toBe(404);
    expect((await admin.get(`/api/orders/${placed.id}`)).statusCode).toBe(200);
    for (const unknown of ['not-an-order', '00000000-0000-4000-8000-000000000000']) {
      const answer = await player.get(`/api/orders/${unknown}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ error: 'Order not found' });
    }
  });
});

describe('stock', () => {
  it('sells exactly the rooms there are when 50 players order the last 5 at once', async () => {
    const small = await bookableFestival(admin, { rooms: 5 });
    const players = await Promise.all(Array.from({ length: 10 }, () => loggedInAs(t, 'player')));
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => players[i % 10]!.client.post('/api/orders', roomOnly(small))));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 409)).toHaveLength(45);
    const refused = answers.find((answer) => answer.statusCode === 409)!.json();
    expect(refused).toMatchObject({ error: expect.stringMatching(/^Sorry, Danube Hotel \d+ - Double Room is sold out\.$/), details: { reason: 'sold_out' } });
    const held = await t.database.db.selectFrom('stock_holds').selectAll().where('item_kind', '=', 'accommodation').where('item_id', '=', small.roomId).where('released_at', 'is', null).execute();
    expect(held).toHaveLength(5);
  });

  it('expires an unpaid hold once, returning its stock exactly once even when the timer runs twice', async () => {
    const placed = (await player.post('/api/orders', fullOrder(festival))).json();
    const handlers = testTimerHandlers({ db: t.database.db, store: t.store, now: () => clock, queue: t.queue, config: t.config, payments: t.payments });
    const expire = handlers.get(ORDER_HOLD_TIMER_KIND)!;
    await expire({ orderId: placed.id }, { kind: ORDER_HOLD_TIMER_KIND, key: placed.id, dueAt: clock });
    expect(await activeHolds(placed.id)).toBe(3); // not due yet: nothing changes

    clock = new Date(clock.getTime() + 31 * 60_000);
    await Promise.all([
      expire({ orderId: placed.id }, { kind: ORDER_HOLD_TIMER_KIND, key: placed.id, dueAt: clock }),
      expire({ orderId: placed.id }, { kind: ORDER_HOLD_TIMER_KIND, key: placed.id, dueAt: clock }),
    ]);
    expect(await activeHolds(placed.id)).toBe(0);
    const history = await t.store.readStream(`order-${placed.id}`);
    expect(history.filter((event) => event.type === 'StockReleased')).toHaveLength(1);
    expect(history.filter((event) => event.type === 'OrderExpired')).toHaveLength(1);
    const stock = contextStock(t.queue);
    const released = await stock.transaction(t.database.db, clock, 'test', (run) => stock.release(run, placed.id, [{ kind: "accommodation", id: 0, name: "none" }]));
    expect(released).toEqual([]);
    await readModelCaughtUp(t);
    expect((await player.get(`/api/orders/${placed.id}`)).json()).toMatchObject({ status: 'expired', holdExpiresAt: null });
  });

  it('refuses to delete a festival that has orders, and deletes one without', async () => {
    const refused = await admin.request({ method: 'DELETE', url: `/api/admin/products/${festival.productId}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain('has orders');
    expect((await admin.get(`/api/products/${festival.productId}`)).statusCode).toBe(200);
    const unbooked = await bookableFestival(admin);
    expect((await admin.request({ method: 'DELETE', url: `/api/admin/products/${unbooked.productId}` })).statusCode).toBe(200);
  });
});

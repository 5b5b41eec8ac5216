import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInAs } from '../../testing/accounts';
import { testTimerHandlers } from '../../testing/context-jobs';
import type { SessionClient } from '../../testing/session-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ORDER_HOLD_TIMER_KIND } from '../orders';
import { bookableFestival, roomOnly } from '../../testing/booking-fixture';

// What is left of a room type or tournament in the public lists: capacity less the units held,
// read fresh on every request although the rows themselves are cached, so a hold acknowledged to
// one buyer is what the next reader (another session) sees.

let t: TestApp;
let admin: SessionClient;
let clock = new Date('2027-01-10T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, jobs: 'services' });
  admin = (await loggedInAs(t, 'admin')).client;
});
afterAll(async () => t?.close());

/** An anonymous visitor's read of a festival's rooms: a session of its own. */
async function rooms(productId: string): Promise<{ id: number; availableRooms: number; remainingRooms: number; roomType: string }[]> {
  const answer = await t.server.inject({ method: 'GET', url: `/api/products/${productId}/accommodations` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

async function tournaments(productId: string): Promise<{ id: number; availableSeats: number; remainingSeats: number | null }[]> {
  const answer = await t.server.inject({ method: 'GET', url: `/api/products/${productId}/tournaments` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

describe('remaining stock in the catalogue', () => {
  it('after 50 buyers race for a 10-room type: exactly 10 placed, the rest sold out, 0 left in the next read; back to 10 once the unpaid holds expire', async () => {
    const festival = await bookableFestival(admin, { rooms: 10 });
    expect(await rooms(festival.productId)).toEqual([expect.objectContaining({ id: festival.roomId, availableRooms: 10, remainingRooms: 10 })]);

    const buyers = await Promise.all(Array.from({ length: 50 }, () => loggedInAs(t, 'player')));
    const answers = await Promise.all(buyers.map((buyer) => buyer.client.post('/api/orders', roomOnly(festival))));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code >= 500)).toEqual([]);
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    const refusals = answers.filter((answer) => answer.statusCode === 409);
    expect(refusals).toHaveLength(40);
    for (const refusal of refusals) expect(refusal.json()).toMatchObject({ details: { reason: 'sold_out' } });

    // the spec's field keeps meaning the capacity
    expect(await rooms(festival.productId)).toEqual([expect.objectContaining({ availableRooms: 10, remainingRooms: 0 })]);
    const all = (await t.server.inject({ method: 'GET', url: `/api/accommodations?festivalId=${festival.productId}` })).json();
    expect(all).toEqual([expect.objectContaining({ id: festival.roomId, remainingRooms: 0 })]);

    const expire = testTimerHandlers({ db: t.database.db, store: t.store, now: () => clock, queue: t.queue, config: t.config, payments: t.payments }).get(ORDER_HOLD_TIMER_KIND)!;
    clock = new Date(clock.getTime() + t.config.ORDER_HOLD_MS + 60_000);
    const placed = answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.json().id as string);
    await Promise.all(placed.slice(0, 4).map((orderId) => expire({ orderId }, { kind: ORDER_HOLD_TIMER_KIND, key: orderId, dueAt: clock })));
    expect(await rooms(festival.productId)).toEqual([expect.objectContaining({ remainingRooms: 4 })]);
    await Promise.all(placed.slice(4).map((orderId) => expire({ orderId }, { kind: ORDER_HOLD_TIMER_KIND, key: orderId, dueAt: clock })));
    expect(await rooms(festival.productId)).toEqual([expect.objectContaining({ availableRooms: 10, remainingRooms: 10 })]);
  });

  it('an unlimited tournament has null seats left; a seat bought is one fewer in the very next read', async () => {
    const festival = await bookableFestival(admin, { seats: 3 });
    const unlimited = await bookableFestival(admin, { seats: 0 });
    expect((await tournaments(unlimited.productId)).find((row) => row.id === unlimited.paidTournamentId)).toMatchObject({ availableSeats: 0, remainingSeats: null });
    expect((await tournaments(festival.productId)).find((row) => row.id === festival.paidTournamentId)).toMatchObject({ availableSeats: 3, remainingSeats: 3 });

    const player = (await loggedInAs(t, 'player')).client;
    const order = { ...roomOnly(festival), totalPrice: 780, tournaments: [festival.paidTournamentId] };
    const placed = await player.post('/api/orders', order);
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await tournaments(festival.productId)).find((row) => row.id === festival.paidTournamentId)).toMatchObject({ availableSeats: 3, remainingSeats: 2 });
    expect((await rooms(festival.productId))[0]).toMatchObject({ availableRooms: 5, remainingRooms: 4 });

    const other = (await loggedInAs(t, 'player')).client;
    expect((await other.post('/api/orders', { ...roomOnly(unlimited), totalPrice: 780, tournaments: [unlimited.paidTournamentId] })).statusCode).toBe(201);
    expect((await tournaments(unlimited.productId)).find((row) => row.id === unlimited.paidTournamentId)).toMatchObject({ remainingSeats: null });
  });

  it('a read answered from the cache still carries what is left now, under an ETag of its own', async () => {
    const festival = await bookableFestival(admin, { rooms: 3 });
    const url = `/api/products/${festival.productId}/accommodations`;
    const first = await t.server.inject({ method: 'GET', url });
    expect(first.json()).toEqual([expect.objectContaining({ roomType: 'Double Room', remainingRooms: 3 })]);
    // unchanged: the conditional read is a 304
    expect((await t.server.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } })).statusCode).toBe(304);

    // a change behind the admin API's back is not seen: the rows come from the cache
    await sql`UPDATE accommodations SET room_type = 'Renamed Room' WHERE id = ${festival.roomId}`.execute(t.database.db);
    const player = (await loggedInAs(t, 'player')).client;
    expect((await player.post('/api/orders', roomOnly(festival))).statusCode).toBe(201);

    const after = await t.server.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(after.json()).toEqual([expect.objectContaining({ roomType: 'Double Room', remainingRooms: 2 })]);
  });
});

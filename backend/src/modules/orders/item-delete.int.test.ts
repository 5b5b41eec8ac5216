import { randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testTimerHandlers } from '../../testing/context-jobs';
import { ORDER_HOLD_TIMER_KIND } from './jobs';
import { contextStock } from '../../jobs';
import { loggedInAs } from '../../testing/accounts';
import type { SessionClient } from '../../testing/session-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bookableFestival, fullOrder, readModelCaughtUp, roomOnly, type BookableFestival } from '../../testing/booking-fixture';

// Deleting a room type or tournament that orders hold stock of (admin catalogue, delete-item.ts).

let t: TestApp;
let admin: SessionClient;
let player: SessionClient;
let clock = new Date('2027-01-10T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, jobs: 'services' });
  admin = (await loggedInAs(t, 'admin')).client;
  player = (await loggedInAs(t, 'player')).client;
});
afterAll(async () => t?.close());

const ROOM_BOOKED = 'This room type has bookings: lower its available rooms or deactivate the festival instead.';
const seatsBooked = (held: number) =>
  `This tournament has bookings: lower its available seats to the ${held} already booked (0 means unlimited) or deactivate the festival instead.`;

const remove = (what: 'accommodations' | 'tournaments' | 'extras', id: number) => admin.request({ method: 'DELETE', url: `/api/admin/${what}/${id}` });

async function stillThere(festival: BookableFestival) {
  const rooms = await t.database.db.selectFrom('accommodations').select('id').where('id', '=', festival.roomId).execute();
  const seats = await t.database.db.selectFrom('tournaments').select('id').where('id', 'in', [festival.paidTournamentId, festival.reservedTournamentId]).execute();
  return { rooms: rooms.length, tournaments: seats.length };
}

/** Unreleased holds whose room type or tournament no longer exists: must always be none. */
async function orphanedHolds(): Promise<number> {
  const result = await sql<{ n: string }>`
    SELECT count(*) AS n FROM stock_holds h
    WHERE h.released_at IS NULL AND NOT EXISTS (
      SELECT 1 FROM accommodations a WHERE h.item_kind = 'accommodation' AND a.id = h.item_id
      UNION ALL
      SELECT 1 FROM tournaments s WHERE h.item_kind = 'tournament' AND s.id = h.item_id)`.execute(t.database.db);
  return Number(result.rows[0]!.n);
}

describe('deleting a booked room type or tournament', () => {
  it('is refused with 409 while a pending order holds it, the stock still counts, and it goes once the order is cancelled', async () => {
    const festival = await bookableFestival(admin, { rooms: 1, seats: 1 });
    const placed = await player.post('/api/orders', fullOrder(festival));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json();

    const room = await remove('accommodations', festival.roomId);
    expect(room.statusCode).toBe(409);
    expect(room.json()).toEqual({ error: ROOM_BOOKED, details: { reason: 'has_bookings', held: 1 } });
    const paid = await remove('tournaments', festival.paidTournamentId);
    expect([paid.statusCode, paid.json().error]).toEqual([409, seatsBooked(1)]);
    const reserved = await remove('tournaments', festival.reservedTournamentId);
    expect([reserved.statusCode, reserved.json().error]).toEqual([409, seatsBooked(1)]);
    expect(await stillThere(festival)).toEqual({ rooms: 1, tournaments: 2 });

    // Still counted: the one room and the one seat are taken.
    const other = (await loggedInAs(t, 'player')).client;
    const soldOut = await other.post('/api/orders', roomOnly(festival));
    expect([soldOut.statusCode, soldOut.json().details?.reason]).toEqual([409, 'sold_out']);

    // An extra has no stock: it goes, and the order keeps its own priced line.
    expect((await remove('extras', festival.extraId)).statusCode).toBe(200);
    expect((await player.get(`/api/orders/${order.id}`)).json().extras).toEqual([
      { id: festival.extraId, name: 'Airport transfer', description: 'Both ways', price: 45.5, quantity: 1 },
    ]);

    expect((await player.put(`/api/orders/${order.id}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await remove('accommodations', festival.roomId)).statusCode).toBe(200);
    expect((await remove('tournaments', festival.paidTournamentId)).statusCode).toBe(200);
    expect((await remove('tournaments', festival.reservedTournamentId)).statusCode).toBe(200);
    expect(await stillThere(festival)).toEqual({ rooms: 0, tournaments: 0 });
    expect((await remove('accommodations', festival.roomId)).statusCode).toBe(404);
  });

  it('is refused for a confirmed order, whose hold is kept', async () => {
    const festival = await bookableFestival(admin);
    // Only a seat paid at the venue: nothing to pay, so the order is confirmed as placed.
    const placed = await player.post('/api/orders', { productId: festival.productId, reservedTournaments: [festival.reservedTournamentId], totalPrice: 0 });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().status).toBe('confirmed');
    const refused = await remove('tournaments', festival.reservedTournamentId);
    expect([refused.statusCode, refused.json().error]).toEqual([409, seatsBooked(1)]);
    // Items the order does not hold go as before.
    expect((await remove('accommodations', festival.roomId)).statusCode).toBe(200);
    expect((await remove('tournaments', festival.paidTournamentId)).statusCode).toBe(200);
  });

  it('works once an unpaid order has expired and released its holds', async () => {
    const festival = await bookableFestival(admin);
    const order = (await player.post('/api/orders', fullOrder(festival))).json();
    expect((await remove('accommodations', festival.roomId)).statusCode).toBe(409);

    clock = new Date(clock.getTime() + 31 * 60_000);
    const handlers = testTimerHandlers({ db: t.database.db, store: t.store, now: () => clock, queue: t.queue, config: t.config, payments: t.payments });
    await handlers.get(ORDER_HOLD_TIMER_KIND)!({ orderId: order.id }, { kind: ORDER_HOLD_TIMER_KIND, key: order.id, dueAt: clock });
    await readModelCaughtUp(t);
    expect((await player.get(`/api/orders/${order.id}`)).json().status).toBe('expired');

    expect((await remove('accommodations', festival.roomId)).statusCode).toBe(200);
    expect((await remove('tournaments', festival.paidTournamentId)).statusCode).toBe(200);
    expect((await remove('tournaments', festival.reservedTournamentId)).statusCode).toBe(200);
    expect(await stillThere(festival)).toEqual({ rooms: 0, tournaments: 0 });
  });

  it('a delete that comes while a booking holds the row lock waits for it, then sees its hold and refuses', async () => {
    const festival = await bookableFestival(admin);
    let haveLock!: () => void;
    let commit!: () => void;
    const locked = new Promise<void>((resolve) => (haveLock = resolve));
    const committing = new Promise<void>((resolve) => (commit = resolve));
    // What placement does in its transaction: lock the row, count, insert the hold; then it commits later.
    const stock = contextStock(t.queue);
    const booking = stock.transaction(t.database.db, clock, 'test', async (run) => {
      await stock.hold(run, randomUUID(), [{ kind: 'accommodation', id: festival.roomId, name: 'Double Room' }]);
      haveLock();
      await committing;
    });
    await locked;
    let answered = false;
    const deleting = remove('accommodations', festival.roomId).finally(() => (answered = true));
    await setTimeout(300); // a sleep, not a wait: the delete must not answer while the lock is held
    expect(answered).toBe(false);
    commit();
    await booking;
    const refused = await deleting;
    expect([refused.statusCode, refused.json().error]).toEqual([409, ROOM_BOOKED]);
    expect(await stillThere(festival)).toMatchObject({ rooms: 1 });
  });

  it('never leaves an active hold on a deleted item when a booking and the deletes race (20 times at once)', async () => {
    const festivals: BookableFestival[] = [];
    for (let i = 0; i < 20; i++) festivals.push(await bookableFestival(admin));
    const races = festivals.map(async (festival, i) => {
      const order = () =>
        player.post('/api/orders', { productId: festival.productId, hotelId: festival.roomId, nights: 4, tournaments: [festival.paidTournamentId], totalPrice: 780 });
      // The deletes start 0 to 950 ms after the booking (20 bookings at once take about that long
      // here), so that some come before its row locks, some while it holds them and some after it
      // committed; all 20 races run at once.
      const deletes = async () => {
        await setTimeout(i * 50);
        return Promise.all([remove('accommodations', festival.roomId), remove('tournaments', festival.paidTournamentId)]);
      };
      const [placed, [room, seat]] = await Promise.all([order(), deletes()]);
      return { placed: placed.statusCode, room: room.statusCode, seat: seat.statusCode, body: placed.body };
    });
    const outcomes = await Promise.all(races);

    expect(await orphanedHolds()).toBe(0);
    for (const outcome of outcomes) {
      expect([201, 400, 404], outcome.body).toContain(outcome.placed);
      // A booking that went through kept both items.
      // A booking that failed committed no hold, so both deletes went through.
      expect([outcome.room, outcome.seat]).toEqual(outcome.placed === 201 ? [409, 409] : [200, 200]);
    }
  });
});

import { sql } from 'kysely';
import { expect } from 'vitest';
import { waitForProjections } from '@pokerfest/projections';
import type { SessionClient } from './session-client';
import type { TestApp } from './test-app';

// A festival to book in integration tests, made through the admin API: one hotel with a room type
// of `rooms` rooms at 120.00 a night, a paid tournament (buy-in 300.00, `seats` seats), a
// reserve-only one (buy-in 1,100.00) and an extra at 45.50.

export interface BookableFestival {
  productId: string;
  hotelId: number;
  roomId: number;
  paidTournamentId: number;
  reservedTournamentId: number;
  extraId: number;
}

let counter = 0;

async function created(response: Promise<{ statusCode: number; json: () => unknown }>) {
  const answer = await response;
  expect(answer.statusCode, JSON.stringify(answer.json())).toBe(201);
  return answer.json() as { id: number | string };
}

export async function bookableFestival(admin: SessionClient, options: { rooms?: number; seats?: number } = {}): Promise<BookableFestival> {
  counter += 1;
  const festival = await created(
    admin.post('/api/admin/products', {
      productId: `linz-open-${process.pid}-${counter}`,
      title: `Linz Poker Open ${counter}`,
      description: 'A week of tournaments by the Danube',
      location: 'Linz, Austria',
      startDate: '2027-06-01',
      endDate: '2027-06-07',
    }),
  );
  const productId = String(festival.id);
  const hotel = await created(admin.post('/api/admin/hotels', { name: `Danube Hotel ${counter}`, description: 'Riverside hotel near the casino', location: 'Linz' }));
  const room = await created(
    admin.post('/api/admin/accommodations', {
      festivalId: productId,
      hotelId: hotel.id,
      roomType: 'Double Room',
      description: 'A double room facing the river',
      pricePerNight: 120,
      currency: 'EUR',
      availableRooms: options.rooms ?? 5,
      minStayDays: 1,
    }),
  );
  const paid = await created(
    admin.post('/api/admin/tournaments', { productId, title: 'Main Event', buyIn: 30000, date: '2027-06-03', availableSeats: options.seats ?? 0, currency: 'EUR' }),
  );
  const reserved = await created(
    admin.post('/api/admin/tournaments', { productId, title: 'High Roller', buyIn: 110000, date: '2027-06-05', canBePurchased: false, canBeReserved: true, currency: 'EUR' }),
  );
  const extra = await created(admin.post('/api/admin/extras', { productId, name: 'Airport transfer', price: 45.5, description: 'Both ways' }));
  return { productId, hotelId: Number(hotel.id), roomId: Number(room.id), paidTournamentId: Number(paid.id), reservedTournamentId: Number(reserved.id), extraId: Number(extra.id) };
}

/** Room for 4 nights (480.00) + paid seat (300.00) + reserved seat (paid at the venue) + extra (45.50). */
export function fullOrder(festival: BookableFestival, over: Record<string, unknown> = {}) {
  return {
    productId: festival.productId,
    hotelId: festival.roomId,
    nights: 4,
    checkIn: '2027-06-01',
    totalPrice: 825.5,
    status: 'pending',
    tournaments: [festival.paidTournamentId],
    reservedTournaments: [festival.reservedTournamentId],
    extras: [festival.extraId],
    customerFullName: 'Anna Huber',
    customerEmail: 'anna.huber@example.com',
    customerPhone: '+43 660 1234567',
    ...over,
  };
}

/** Just the room, for stock tests: 4 nights at 120.00. */
export function roomOnly(festival: BookableFestival) {
  return { productId: festival.productId, hotelId: festival.roomId, nights: 4, totalPrice: 480 };
}

/** After writes outside the reader's session (webhooks, timers): wait until the orders read model has every event. */
export async function readModelCaughtUp(t: TestApp): Promise<void> {
  const head = await sql<{ transactionId: string; globalPosition: string }>`
    SELECT transaction_id::text AS "transactionId", global_position::text AS "globalPosition"
    FROM es_events ORDER BY global_position DESC LIMIT 1`.execute(t.database.db);
  expect(await waitForProjections(t.database.db, ['orders'], head.rows[0]!, 5000)).toBe(true);
}

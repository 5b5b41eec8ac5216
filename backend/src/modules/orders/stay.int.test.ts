import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeds } from '../../seed/seeds';
import { demoCatalogue } from '../../seed/demo-catalogue';
import { loggedInAs } from '../../testing/accounts';
import type { SessionClient } from '../../testing/session-client';
import { settledState, storedState } from '../../testing/stored-state';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bookableFestival, readModelCaughtUp, type BookableFestival } from '../../testing/booking-fixture';

// The server refuses a stay that contradicts itself or leaves the festival or the room's window
// (issue 12, point 2): the festival runs 2027-06-01 to 2027-06-07 at 120.00 a night.

let t: TestApp;
let admin: SessionClient;
let player: SessionClient;
let festival: BookableFestival;
/** The festival's second room: 100.00 a night, bookable 2027-06-02 to 2027-06-05, at least 2 nights. */
let windowRoomId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loggedInAs(t, 'admin')).client;
  player = (await loggedInAs(t, 'player')).client;
  festival = await bookableFestival(admin);
  const room = await admin.post('/api/admin/accommodations', {
    festivalId: festival.productId,
    hotelId: festival.hotelId,
    roomType: 'Suite',
    description: 'A suite open for part of the week',
    pricePerNight: 100,
    currency: 'EUR',
    availableRooms: 5,
    minStayDays: 2,
    checkInDate: '2027-06-02',
    checkOutDate: '2027-06-05',
  });
  expect(room.statusCode, room.body).toBe(201);
  windowRoomId = Number(room.json().id);
});
afterAll(async () => t?.close());

const stay = (over: { hotelId?: number; nights: number; checkIn?: string; checkOut?: string; perNight?: number }) => ({
  productId: festival.productId,
  hotelId: over.hotelId ?? festival.roomId,
  nights: over.nights,
  ...(over.checkIn ? { checkIn: over.checkIn } : {}),
  ...(over.checkOut ? { checkOut: over.checkOut } : {}),
  totalPrice: over.nights * (over.perNight ?? 120),
});

describe('a coherent stay', () => {
  it('is placed with the dates it was sent, check-out from the nights when not sent', async () => {
    const sent = await player.post('/api/orders', stay({ nights: 3, checkIn: '2027-06-02', checkOut: '2027-06-05' }));
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().accommodation).toMatchObject({ checkIn: '2027-06-02', checkOut: '2027-06-05', nights: 3, price: 360 });
    const derived = await player.post('/api/orders', stay({ nights: 6 }));
    expect(derived.statusCode, derived.body).toBe(201);
    expect(derived.json().accommodation).toMatchObject({ checkIn: '2027-06-01', checkOut: '2027-06-07' });
    const windowed = await player.post('/api/orders', stay({ hotelId: windowRoomId, perNight: 100, nights: 3, checkIn: '2027-06-02', checkOut: '2027-06-05' }));
    expect(windowed.statusCode, windowed.body).toBe(201);
  });

  it("takes the demo wizard's 3, 4 and 5 nights from the festival's first day in every demo room", async () => {
    await runSeeds(t.database.db, [demoCatalogue]);
    const rooms = await t.database.db.selectFrom('accommodations').select(['id', 'festival_id', 'price_per_night_cents']).where('festival_id', '=', 'vienna-spring-2027').execute();
    expect(rooms.length).toBeGreaterThan(0);
    for (const room of rooms) {
      for (const nights of [3, 4, 5]) {
        const answer = await player.post('/api/orders', { productId: room.festival_id, hotelId: room.id, nights, totalPrice: (room.price_per_night_cents * nights) / 100 });
        expect(answer.statusCode, answer.body).toBe(201);
        expect(answer.json().accommodation).toMatchObject({ checkIn: '2027-03-12', nights });
      }
    }
  });
});

describe('an incoherent stay', () => {
  const refusals: Array<[string, ReturnType<typeof stay>, string]> = [];
  beforeAll(() => {
    refusals.push(
      ['check-out on the check-in day, 7 nights (the issue)', stay({ nights: 7, checkIn: '2027-06-03', checkOut: '2027-06-03' }), 'Check-out must be at least one night after check-in'],
      ['check-out before check-in', stay({ nights: 1, checkIn: '2027-06-04', checkOut: '2027-06-02' }), 'Check-out must be at least one night after check-in'],
      ['nights that disagree with the dates', stay({ nights: 5, checkIn: '2027-06-01', checkOut: '2027-06-03' }), 'The nights do not match the dates: Jun 1, 2027 to Jun 3, 2027 is 2 nights, not 5'],
      ['a stay past the festival end', stay({ nights: 4, checkIn: '2027-06-05' }), 'The stay must lie between Jun 1, 2027 and Jun 7, 2027'],
      ['a check-out past the festival end', stay({ nights: 2, checkIn: '2027-06-06', checkOut: '2027-06-08' }), 'The stay must lie between Jun 1, 2027 and Jun 7, 2027'],
      ['a check-in before the festival', stay({ nights: 2, checkIn: '2027-05-30' }), 'The stay must lie between Jun 1, 2027 and Jun 7, 2027'],
      ["a check-in before the room's window", stay({ hotelId: windowRoomId, perNight: 100, nights: 2, checkIn: '2027-06-01' }), 'The stay must lie between Jun 2, 2027 and Jun 5, 2027'],
      ["a check-out after the room's window", stay({ hotelId: windowRoomId, perNight: 100, nights: 3, checkIn: '2027-06-03' }), 'The stay must lie between Jun 2, 2027 and Jun 5, 2027'],
      ["a stay shorter than the room's minimum", stay({ hotelId: windowRoomId, perNight: 100, nights: 1, checkIn: '2027-06-03' }), 'This room needs a stay of at least 2 nights'],
    );
  });

  it('is refused with 400 and the sentence that says why, storing nothing', async () => {
    const before = await settledState(t.database.db, [], () => readModelCaughtUp(t));
    for (const [label, body, error] of refusals) {
      const answer = await player.post('/api/orders', body);
      expect(answer.statusCode, label).toBe(400);
      expect(answer.json(), label).toEqual({ error });
    }
    await readModelCaughtUp(t);
    expect(await storedState(t.database.db, [])).toEqual(before);
  });
});

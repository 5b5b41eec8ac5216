import ICAL from 'ical.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loggedInAs } from '../../testing/accounts';
import { SessionClient } from '../../testing/session-client';
import type { TestApp } from '../../testing/test-app';
import type { BookableFestival } from '../../testing/booking-fixture';
import { festivalApp } from './testing/festival-app';
import { confirm, paidOrder, quote } from './testing/change-fixture';

// GET /api/orders/{id}/calendar.ics, read back with a standard iCalendar parser (ical.js): one event
// for the stay and one per seat, with UIDs that stay the same when the booking changes.

let t: TestApp;
let admin: SessionClient;
let festival: BookableFestival;

beforeAll(async () => ({ t, admin, festival } = await festivalApp({ now: () => new Date('2027-05-01T10:00:00.000Z'), rooms: 5 })));
afterAll(async () => t?.close());

interface TripEvent {
  uid: string;
  summary: string;
  start: string;
  end: string;
  location: string;
  sequence: number;
  status: string;
}

function eventsOf(text: string): TripEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      location: event.location,
      sequence: event.sequence,
      status: String(component.getFirstPropertyValue('status')),
    };
  });
}

it('holds the stay and each seat, for the owner and admins only, and keeps its UIDs across a change', async () => {
  const player = (await loggedInAs(t, 'player')).client;
  const orderId = await paidOrder(player, festival);
  const answer = await player.get(`/api/orders/${orderId}/calendar.ics`);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
  expect(answer.headers['content-disposition']).toBe(`attachment; filename="booking-NF-${orderId.slice(0, 4).toUpperCase()}.ics"`);
  const events = eventsOf(answer.body);
  expect(events.map(({ start, end, status }) => ({ start, end, status }))).toEqual([
    { start: '2027-06-01', end: '2027-06-05', status: 'CONFIRMED' },
    { start: '2027-06-03', end: '2027-06-04', status: 'CONFIRMED' },
    { start: '2027-06-05', end: '2027-06-06', status: 'CONFIRMED' },
  ]);
  expect(events[0]!.summary).toMatch(/^Danube Hotel \d+ – Double Room \(Linz Poker Open \d+\)$/);
  expect(events[0]!.location).toMatch(/^Danube Hotel \d+, Linz$/);
  expect(events.slice(1).map((event) => event.summary.split(' (')[0])).toEqual(['Main Event', 'High Roller']);
  expect(new Set(events.map((event) => event.uid)).size).toBe(3);

  expect((await admin.get(`/api/orders/${orderId}/calendar.ics`)).statusCode).toBe(200);
  expect((await (await loggedInAs(t, 'player')).client.get(`/api/orders/${orderId}/calendar.ics`)).statusCode).toBe(404);
  expect((await new SessionClient(t.server).get(`/api/orders/${orderId}/calendar.ics`)).statusCode).toBe(401);
  expect((await player.get('/api/orders/not-an-order/calendar.ics')).statusCode).toBe(404);

  // one night less: the same stay event (same UID, a later SEQUENCE) now ends a day earlier
  await confirm(player, orderId, (await quote(player, orderId, { nights: 3 })).quoteId);
  const changed = eventsOf((await player.get(`/api/orders/${orderId}/calendar.ics`)).body);
  expect(changed[0]).toMatchObject({ uid: events[0]!.uid, end: '2027-06-04' });
  expect(changed[0]!.sequence).toBeGreaterThan(events[0]!.sequence);
  expect(changed.map((event) => event.uid)).toEqual(events.map((event) => event.uid));

  await confirm(player, orderId, (await quote(player, orderId, { cancel: true })).quoteId);
  expect(eventsOf((await player.get(`/api/orders/${orderId}/calendar.ics`)).body).map((event) => event.status)).toEqual(['CANCELLED', 'CANCELLED', 'CANCELLED']);
});

it('cancels a seat a change removed (same UID, a later SEQUENCE) and keeps the other seat confirmed', async () => {
  const player = (await loggedInAs(t, 'player')).client;
  const orderId = await paidOrder(player, festival);
  const first = eventsOf((await player.get(`/api/orders/${orderId}/calendar.ics`)).body);
  const seatUid = (tournamentId: number) => first.find((event) => event.uid.startsWith(`seat-${orderId}-${tournamentId}@`));
  const removed = seatUid(festival.paidTournamentId)!;
  const kept = seatUid(festival.reservedTournamentId)!;
  expect([removed.status, kept.status]).toEqual(['CONFIRMED', 'CONFIRMED']);

  await confirm(player, orderId, (await quote(player, orderId, { removeTournaments: [festival.paidTournamentId] })).quoteId);
  const next = eventsOf((await player.get(`/api/orders/${orderId}/calendar.ics`)).body);
  expect(next.map((event) => event.uid).sort()).toEqual(first.map((event) => event.uid).sort());
  const cancelled = next.find((event) => event.uid === removed.uid)!;
  expect(cancelled).toMatchObject({ status: 'CANCELLED', summary: removed.summary, start: removed.start });
  expect(cancelled.sequence).toBeGreaterThan(removed.sequence);
  expect(next.find((event) => event.uid === kept.uid)).toMatchObject({ status: 'CONFIRMED' });
  expect(next.find((event) => event.uid.startsWith('stay-'))).toMatchObject({ status: 'CONFIRMED' });
});

import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { evolveOrder, initialOrderState, type OrderEvent, type OrderState } from '@pokerfest/domain';
import { tripCalendar, type TripPlaces } from './trip-calendar';

// The calendar file as text: whatever the catalogue held when the order was placed (texts stored
// before the input rules refused line breaks too), no property value may end its line early.

const orderId = '3f2a9c1e-0000-4000-8000-000000000001';
const options = { publicUrl: 'https://shop.example', uidDomain: 'shop.example', now: new Date('2027-05-01T10:00:00.000Z') };

function placedState(texts: { festival: string; hotel: string; roomType: string; seat: string }): OrderState {
  const placed: OrderEvent = {
    type: 'OrderPlaced',
    data: {
      orderId,
      userId: 7,
      festival: { productId: 'linz-open', name: texts.festival, location: 'Linz', startDate: '2027-06-01', endDate: '2027-06-07' },
      room: { id: 1, hotelId: 1, hotelName: texts.hotel, roomType: texts.roomType, checkIn: '2027-06-01', checkOut: '2027-06-03', nights: 2, pricePerNightCents: 9_000, currency: 'EUR' },
      seats: [{ id: 2, title: texts.seat, date: '2027-06-03', buyInCents: 30_000, currency: 'EUR', isPurchased: true }],
      extras: [],
      totalCents: 48_000,
      currency: 'EUR',
      placedAt: '2027-05-01T10:00:00.000Z',
      holdExpiresAt: '2027-05-01T10:30:00.000Z',
    },
  };
  return evolveOrder(initialOrderState, placed);
}

/** The file's lines as the RFC reads them: CRLF ends a line, a leading space continues the one before. */
const unfolded = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe('the trip calendar file', () => {
  it('never lets a line break of any kind into a property value (CR, LF, NEL, U+2028, U+2029)', () => {
    const forge = (text: string, mark: string) => `${text}${mark}END:VEVENT${mark}BEGIN:VEVENT${mark}SUMMARY:Forged`;
    const state = placedState({ festival: forge('Linz Open', '\u2028'), hotel: forge('Danube Hotel', '\u0085'), roomType: forge('Double', '\u2029'), seat: forge('Main Event', '\r') });
    const places: TripPlaces = { hotelLocation: forge('Donaulände 1', '\n'), venue: forge('Casino Linz', '\r\n') };
    const text = tripCalendar(state, places, options);

    const lines = unfolded(text);
    for (const line of lines) expect(line, JSON.stringify(line)).not.toMatch(/[\r\n\u0085\u2028\u2029]/);
    expect(lines.filter((line) => line.startsWith('BEGIN:VEVENT'))).toHaveLength(2);
    expect(lines.filter((line) => line.startsWith('SUMMARY:'))).toHaveLength(2);
    // what is left of the forged text is read back as text of the one property, its breaks as line feeds
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events.map((event) => event.summary)).toEqual([
      'Danube Hotel\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:Forged – Double\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:Forged (Linz Open\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:Forged)',
      'Main Event\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:Forged (Linz Open\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:Forged)',
    ]);
    expect(events[1]!.location).toBe('Casino Linz\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:Forged');
  });

  it('escapes the calendar name (NAME, X-WR-CALNAME) as RFC 5545 TEXT, as the events are', () => {
    const state = placedState({ festival: 'Poker; Open, Linz \\ Edition', hotel: 'Danube Hotel', roomType: 'Double', seat: 'Main Event' });
    const text = tripCalendar(state, { hotelLocation: null, venue: 'Casino Linz' }, options);
    const lines = unfolded(text);
    expect(lines).toContain('NAME:Poker\\; Open\\, Linz \\\\ Edition (NF-3F2A)');
    expect(lines).toContain('X-WR-CALNAME:Poker\\; Open\\, Linz \\\\ Edition (NF-3F2A)');
    expect(lines).toContain('SUMMARY:Main Event (Poker\\; Open\\, Linz \\\\ Edition)');
    // ical.js reads NAME as text of unknown type (left escaped), so the same escaping is read back from SUMMARY
    const seat = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent')[1]!;
    expect(new ICAL.Event(seat).summary).toBe('Main Event (Poker; Open, Linz \\ Edition)');
  });
});

import { describe, expect, it } from 'vitest';
import type { CustomerDetails, OrderPlaced } from '@pokerfest/domain';
import { tripCountdown, tripReminderEmail, type TripReminderFacts } from './trip-reminder-mail';

const orderId = '3f2a9c1e-0000-4000-8000-000000000001';
const placement: OrderPlaced['data'] = {
  orderId,
  userId: 7,
  festival: { productId: 'linz-open', name: 'Linz Poker Open', location: 'Linz', startDate: '2027-06-01', endDate: '2027-06-07' },
  room: null,
  seats: [
    { id: 2, title: 'High Roller', date: '2027-06-05', buyInCents: 110_000, currency: 'EUR', isPurchased: false },
    { id: 1, title: 'Main Event', date: '2027-06-03', buyInCents: 30_000, currency: 'EUR', isPurchased: true },
  ],
  extras: [],
  totalCents: 30_000,
  currency: 'EUR',
  placedAt: '2027-05-01T10:00:00.000Z',
  holdExpiresAt: '2027-05-01T10:30:00.000Z',
};
const customer: CustomerDetails = { name: 'Lena Berger', email: 'lena@example.com', phone: null, casinoDetails: null, emergencyContact: null, specialRequests: null, notes: null };
const facts = (over: Partial<TripReminderFacts> = {}): TripReminderFacts => ({
  placement,
  customer,
  startDay: '2027-06-03',
  places: { hotelLocation: null, venue: 'Casino Linz, Linz' },
  calendar: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
  publicUrl: 'https://shop.example',
  now: new Date('2027-05-27T09:00:00.000Z'),
  ...over,
});

describe('the trip reminder e-mail', () => {
  it('counts the days to the trip in its subject', () => {
    expect(tripReminderEmail(facts()).subject).toBe('Your trip to Linz Poker Open starts in 7 days');
    expect(tripCountdown('2027-06-03', new Date('2027-06-02T23:59:00.000Z'))).toBe('tomorrow');
    expect(tripCountdown('2027-06-03', new Date('2027-06-03T08:00:00.000Z'))).toBe('today');
  });

  it('lists the seats by day with their casino, and says nothing of a stay the booking has not', () => {
    const { text, to } = tripReminderEmail(facts());
    expect(to).toBe('lena@example.com');
    expect(text).toContain('Your tournaments:\n- Main Event: Jun 3, 2027 at Casino Linz, Linz\n- High Roller: Jun 5, 2027 at Casino Linz, Linz (reserved, pay at the venue)\n');
    expect(text).not.toContain('Your stay');
    expect(text).toContain(`Your booking: https://shop.example/booking/confirmation?order_id=${orderId}`);
    expect(text).not.toContain('Support:');
  });

  it('gives the stay with its address and the seller, and attaches the calendar file inline', () => {
    const room = { id: 1, hotelId: 1, hotelName: 'Danube Hotel', roomType: 'Single Room', checkIn: '2027-06-02', checkOut: '2027-06-03', nights: 1, pricePerNightCents: 9_000, currency: 'EUR' };
    const mail = tripReminderEmail(
      facts({ placement: { ...placement, room }, startDay: '2027-06-02', places: { hotelLocation: 'Donaulände 1, Linz', venue: '' }, seller: { name: 'Shop GmbH', address: 'Ring 1, Vienna', supportEmail: 'help@shop.example' } }),
    );
    expect(mail.text).toContain('Your stay: Danube Hotel - Single Room\nAddress: Donaulände 1, Linz\nCheck-in: Jun 2, 2027\nCheck-out: Jun 3, 2027 (1 night)\n');
    expect(mail.text).toContain('- Main Event: Jun 3, 2027\n');
    expect(mail.text).toContain('Shop GmbH\nRing 1, Vienna\nSupport: help@shop.example\n');
    expect(mail.attachments).toEqual([
      { filename: 'trip-NF-3F2A.ics', contentType: 'text/calendar; charset=utf-8', contentBase64: Buffer.from('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n').toString('base64') },
    ]);
  });
});

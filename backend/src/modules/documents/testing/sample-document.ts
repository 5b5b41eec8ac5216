import { bookedLines, defaultSellerSettings, draftDocument, type DocumentContent, type DocumentRequest, type SellerSettings } from '@pokerfest/domain';

// A realistic issued document without the issuing code: the request an order's confirmation makes
// (a room by night, a paid seat, an extra), drafted with a seller whose hotel is taxed at 10 %,
// seats shown without tax under a note, extras at 20 %.

const taxedLikeAustria: SellerSettings['taxes'] = {
  hotel: { kind: 'rate', ratePercent: 10 },
  tournaments: { kind: 'none', note: 'Tournament buy-ins: no VAT (gaming, exempt).' },
  extras: { kind: 'rate', ratePercent: 20 },
};

export const sampleSeller: SellerSettings = {
  ...defaultSellerSettings({ name: 'Danube Poker Travel GmbH', address: 'Hauptplatz 1\n4020 Linz\nAustria', supportEmail: 'support@danube-poker.example' }),
  registrationNumber: 'ATU12345678',
  taxes: taxedLikeAustria,
};

/** What a document under the sample seller prints of it, for the tests that read a PDF's text. */
export const SAMPLE_SELLER_TEXT = ['Danube Poker Travel GmbH', 'Hauptplatz 1', '4020 Linz', 'VAT / Reg. no. ATU12345678', 'support@danube-poker.example'];

/**
 * What an invoice of the sample booking (the fixture festival's order too: the same room, seat and
 * extra) prints of its lines, taxes and total under the sample seller, as a PDF's text reads it
 * (the thin spaces around a range's dash read as spaces).
 */
export const SAMPLE_BOOKING_TEXT = [
  'Jun 1 – 5, 2027, 4 nights',
  'Tournament seat: Main Event',
  'Airport transfer',
  'VAT 10 % €436.36 €43.64 €480.00',
  'Tournament buy-ins: no VAT (gaming, exempt). €300.00',
  'VAT 20 % €37.92 €7.58 €45.50',
  'Total €825.50',
];

export const SAMPLE_ORDER_ID = '5e1f0c2a-0000-4000-8000-000000000001';

export function sampleRequest(overrides: Partial<DocumentRequest> = {}): DocumentRequest {
  const orderId = overrides.orderId ?? SAMPLE_ORDER_ID;
  const lines = bookedLines({
    room: { id: 31, hotelId: 3, hotelName: 'Danube Hotel', roomType: 'Double Room', checkIn: '2027-06-01', checkOut: '2027-06-05', nights: 4, pricePerNightCents: 12_000, currency: 'EUR' },
    seats: [
      { id: 11, title: 'Main Event', date: '2027-06-03', buyInCents: 30_000, currency: 'EUR', isPurchased: true },
      { id: 12, title: 'High Roller', date: '2027-06-05', buyInCents: 110_000, currency: 'EUR', isPurchased: false },
    ],
    extras: [{ id: 21, name: 'Airport transfer', description: null, priceCents: 4_550, quantity: 1 }],
    totalCents: 82_550,
  });
  return {
    sourceKey: 'confirmation',
    kind: 'invoice',
    orderId,
    bookingReference: `NF-${orderId.slice(0, 4).toUpperCase()}`,
    festival: { name: 'Linz Poker Open', location: 'Linz, Austria', startDate: '2027-06-01', endDate: '2027-06-07' },
    buyer: { name: 'Anna Huber', email: 'anna@example.com' },
    lines,
    totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
    currency: 'EUR',
    payment: { kind: 'paid', at: '2027-03-14T09:35:00.000Z', method: 'card', cardBrand: 'visa', cardLast4: '4242' },
    reason: null,
    ...overrides,
  };
}

export function sampleInvoice(overrides: Partial<DocumentRequest> = {}, sequence = 1): DocumentContent {
  return draftDocument(sampleRequest(overrides), { seller: sampleSeller, prefix: 'INV', year: 2027, sequence, issuedAt: '2027-03-14T09:36:12.000Z', corrects: [] });
}

/** A credit note for a cancelled booking: the room and the seat given back, correcting `invoice`. */
export function sampleCreditNote(invoice: string, overrides: Partial<DocumentRequest> = {}, sequence = 1): DocumentContent {
  const request = sampleRequest({
    sourceKey: 'refund:q1',
    kind: 'credit-note',
    lines: [
      { kind: 'hotel', description: 'Danube Hotel – Double Room', detail: '4 nights refunded in full', quantity: null, unitCents: null, amountCents: 48_000 },
      { kind: 'tournaments', description: 'Main Event', detail: '50 % refunded: 14 days or more before the start', quantity: null, unitCents: null, amountCents: 15_000 },
    ],
    totalCents: 63_000,
    payment: { kind: 'refunded', at: '2027-04-02T12:00:00.000Z', method: 'card', cardBrand: 'visa', cardLast4: '4242' },
    reason: 'Booking cancelled',
    ...overrides,
  });
  return draftDocument(request, { seller: sampleSeller, prefix: 'CN', year: 2027, sequence, issuedAt: '2027-04-02T12:00:05.000Z', corrects: [invoice] });
}

import { describe, expect, it } from 'vitest';
import type { OrderChanged, QuoteLine, QuoteTerms } from '../ordering/order-events';
import { CONFIRMED } from '../ordering/testing/order-histories';
import { at, given, ORDER_ID, TOTAL_CENTS } from '../ordering/testing/order-scenario';
import { cancellationCreditNote, changeDocument, changeLines, confirmationInvoice, draftDocument, seriesPrefix, type DocumentRequest } from './document-request';
import { defaultSellerSettings, type SellerSettings } from './seller-settings';

// The sample order (order-scenario.ts): 4 nights at 120.00, a paid seat of 550.50, a reserved seat
// of 1,100.00 (paid at the venue), 2 x 45.50 transfer; 1,121.50 paid with the card ending 4242.

const QUOTE_ID = 'c0ffee00-0000-4000-8000-000000000001';
const confirmed = given(...CONFIRMED).state;
const sum = (request: DocumentRequest) => request.lines.reduce((total, line) => total + line.amountCents, 0);

const line = (over: Partial<QuoteLine>): QuoteLine => ({ kind: 'extra', id: 21, name: 'Airport transfer', change: 'removed', quantity: -2, priceCents: 9_100, refundPercent: 100, refundCents: 0, dueCents: 0, reason: 'removed', ...over });
const terms = (lines: QuoteLine[], refundCents: number, dueCents: number): QuoteTerms => ({
  quoteId: QUOTE_ID,
  requestedBy: { userId: 7, role: 'player' },
  tier: { minDays: 30, maxDays: null, refundPercent: { hotel: 100, tournaments: 100, extras: 100 } },
  tierLabel: '30 days or more before the start',
  daysBeforeStart: 40,
  lines,
  refundCents,
  dueCents,
});
const changed = (t: QuoteTerms): OrderChanged['data'] => ({ ...t, before: { room: null, seats: [], extras: [], totalCents: 0 }, after: { room: null, seats: [], extras: [], totalCents: 0 }, changedAt: at(60).toISOString() });

const seller: SellerSettings = { ...defaultSellerSettings({ name: 'Poker Festivals GmbH', address: 'Ring 1\n1010 Wien', supportEmail: 'help@example.com' }), registrationNumber: 'ATU12345678' };

describe("a confirmed booking's invoice", () => {
  it('lists the room by night, the paid seat and the extras, which add up to the total; the reserved seat is left out', () => {
    const invoice = confirmationInvoice(confirmed, at(5).toISOString())!;
    expect(invoice).toMatchObject({ sourceKey: 'confirmation', kind: 'invoice', orderId: ORDER_ID, bookingReference: 'NF-A1B2', totalCents: TOTAL_CENTS, currency: 'EUR', reason: null });
    expect(invoice.lines.map((one) => [one.kind, one.quantity, one.unitCents, one.amountCents])).toEqual([
      ['hotel', 4, 12_000, 48_000],
      ['tournaments', 1, 55_050, 55_050],
      ['extras', 2, 4_550, 9_100],
    ]);
    expect(invoice.lines.some((one) => one.description.includes('High Roller'))).toBe(false);
    expect(sum(invoice)).toBe(TOTAL_CENTS);
    expect(invoice.lines[0]?.detail).toBe('Apr 10\u2009–\u200914, 2026, 4 nights');
    expect(invoice.buyer).toEqual({ name: 'Jana Novak', email: 'jana@example.com' });
    expect(invoice.payment).toEqual({ kind: 'paid', at: at(5).toISOString(), method: 'card', cardBrand: null, cardLast4: '4242' });
  });

  it('is not asked for when nothing was paid (every seat reserved for the venue)', () => {
    expect(confirmationInvoice({ ...confirmed, totalCents: 0 }, at(5).toISOString())).toBeNull();
  });
});

describe("a change's document", () => {
  it('a change that charges a difference gets an invoice for it, lines signed as charged', () => {
    const added = line({ kind: 'tournament', id: 13, name: 'Turbo', change: 'added', quantity: 1, priceCents: 20_000, refundPercent: null, dueCents: 20_000, reason: 'added' });
    const document = changeDocument(confirmed, changed(terms([added], 0, 20_000)))!;
    expect(document).toMatchObject({ kind: 'invoice', sourceKey: `difference:${QUOTE_ID}`, totalCents: 20_000, reason: 'Booking changed: the difference' });
    expect(document.lines).toEqual([{ kind: 'tournaments', description: 'Turbo', detail: 'added', quantity: null, unitCents: null, amountCents: 20_000 }]);
  });

  it('a change that gives money back gets a credit note, its lines positive', () => {
    const removed = line({ refundCents: 9_100 });
    const document = changeDocument(confirmed, changed(terms([removed], 9_100, 0)))!;
    expect(document).toMatchObject({ kind: 'credit-note', sourceKey: `refund:${QUOTE_ID}`, totalCents: 9_100, reason: 'Booking changed' });
    expect(sum(document)).toBe(9_100);
    expect(document.payment).toMatchObject({ kind: 'refunded', cardLast4: '4242' });
  });

  it('a refund capped at the money kept gets a last line that makes the lines add up to it', () => {
    const lines = changeLines({ lines: [line({ kind: 'hotel', name: 'Room', refundCents: 48_000 }), line({ refundCents: 9_100 })] }, 'credit-note', 50_000);
    expect(lines.map((one) => [one.description, one.amountCents])).toEqual([
      ['Room', 48_000],
      ['Airport transfer', 9_100],
      ['Limited to the amount paid', -7_100],
    ]);
    expect(lines.reduce((total, one) => total + one.amountCents, 0)).toBe(50_000);
  });

  it('a netted change lists what it adds against what it gives back, and lines that move no money are left out', () => {
    const lines = changeLines(
      { lines: [line({ refundCents: 9_100 }), line({ kind: 'tournament', name: 'Turbo', dueCents: 5_000 }), line({ kind: 'tournament', name: 'Reserved', refundCents: 0, dueCents: 0 })] },
      'credit-note',
      4_100,
    );
    expect(lines.map((one) => [one.description, one.amountCents])).toEqual([
      ['Airport transfer', 9_100],
      ['Turbo', -5_000],
    ]);
  });
});

describe("a cancellation's credit note", () => {
  it('is asked for only for a quoted cancellation that gives money back', () => {
    expect(cancellationCreditNote(confirmed, { reason: 'Changed my mind', cancelledAt: at(60).toISOString() })).toBeNull();
    expect(cancellationCreditNote(confirmed, { reason: 'Too late', cancelledAt: at(60).toISOString(), ...terms([line({ refundCents: 0 })], 0, 0) })).toBeNull();
    const note = cancellationCreditNote(confirmed, { reason: 'Ill', cancelledAt: at(60).toISOString(), ...terms([line({ refundCents: 9_100 })], 9_100, 0) })!;
    expect(note).toMatchObject({ kind: 'credit-note', sourceKey: `refund:${QUOTE_ID}`, totalCents: 9_100, reason: 'Booking cancelled', payment: { kind: 'refunded', at: at(60).toISOString() } });
  });
});

describe('issuing: the seller, the number and what a credit note corrects', () => {
  const issuing = { seller, year: 2026, sequence: 3, issuedAt: '2026-03-01T11:00:00.000Z', corrects: ['INV-2026-00001', 'INV-2026-00007'] };

  it("a credit note names the invoices it corrects and takes its series' prefix", () => {
    const request = cancellationCreditNote(confirmed, { reason: 'Ill', cancelledAt: at(60).toISOString(), ...terms([line({ refundCents: 9_100 })], 9_100, 0) })!;
    const content = draftDocument(request, { ...issuing, prefix: seriesPrefix(seller, 'credit-note') });
    expect(content).toMatchObject({ kind: 'credit-note', number: 'CN-2026-00003', year: 2026, sequence: 3, corrects: ['INV-2026-00001', 'INV-2026-00007'] });
    expect(content.seller).toEqual({ legalName: 'Poker Festivals GmbH', address: 'Ring 1\n1010 Wien', registrationNumber: 'ATU12345678', supportEmail: 'help@example.com' });
    expect(content).not.toHaveProperty('sourceKey');
  });

  it('an invoice corrects nothing', () => {
    const content = draftDocument(confirmationInvoice(confirmed, at(5).toISOString())!, { ...issuing, prefix: seriesPrefix(seller, 'invoice') });
    expect(content).toMatchObject({ number: 'INV-2026-00003', corrects: [] });
    expect(content.taxes).toEqual([{ ratePercent: null, note: 'No VAT shown.', grossCents: TOTAL_CENTS, netCents: TOTAL_CENTS, taxCents: 0 }]);
  });
});

import { describe, expect, it } from 'vitest';
import type { DiscountLine } from '../ordering/package-price';
import type { OrderEvent } from '../ordering/order-events';
import { DEFAULT_PAYMENT_PLAN_POLICY, type PaymentPlanTerms } from '../ordering/payment-plan';
import { at, detailsRecorded, given, ORDER_ID, orderConfirmed, orderPlaced, stockHeld, TOTAL_CENTS } from '../ordering/testing/order-scenario';
import { cancellationCreditNote, confirmationInvoice, draftDocument, invoicedLines, type DocumentRequest } from './document-request';
import { planPaymentInvoice } from './plan-invoices';
import type { OrderCommand } from '../ordering/order-decider';
import { defaultSellerSettings, type SellerSettings } from './seller-settings';

// The invoice of a discounted booking (issue 32): the sample order (order-scenario.ts: a room of
// 4 × 120.00, a paid seat of 550.50, 2 × 45.50 transfer = 1,121.50) with a VIP discount of 5 % and
// a code of 10 % on the hotel only, the way pricePackage (package-price.ts) spreads them:
//   VIP 5 % of 1,121.50 = 56.08: hotel 24.00, seats 27.53, extras 4.55 (largest remainder);
//   the code: 10 % of the room left, 456.00 → 45.60, all of it off the hotel; total 1,019.82.

const VIP: DiscountLine = { source: 'vip', label: 'VIP discount (5 %)', amountCents: 5_608, byPart: { hotel: 2_400, tournaments: 2_753, extras: 455 } };
const SPRING: DiscountLine = { source: 'voucher', code: 'SPRING10', voucherId: 4, agentId: null, label: 'Code SPRING10 (10 %)', amountCents: 4_560, byPart: { hotel: 4_560, tournaments: 0, extras: 0 } };
const DISCOUNTED_CENTS = TOTAL_CENTS - 5_608 - 4_560;

// hotel at 10 %, seats under the margin scheme, extras at 20 %: two VAT rates and an untaxed part
const MARGIN = 'Margin scheme for travel agents: no VAT shown.';
const seller: SellerSettings = {
  ...defaultSellerSettings({ name: 'Poker Festivals GmbH', address: 'Ring 1\n1010 Wien', supportEmail: 'help@example.com' }),
  taxes: { hotel: { kind: 'rate', ratePercent: 10 }, tournaments: { kind: 'none', note: MARGIN }, extras: { kind: 'rate', ratePercent: 20 } },
};
const issuing = { seller, prefix: 'INV', year: 2026, sequence: 1, issuedAt: '2026-03-01T11:00:00.000Z', corrects: [] };

const placedDiscounted = (over: Record<string, unknown> = {}) => orderPlaced({ totalCents: DISCOUNTED_CENTS, subtotalCents: TOTAL_CENTS, discounts: [VIP, SPRING], ...over });
const paid = (intentId: string, amountCents: number, extra: Record<string, unknown> = {}): OrderEvent[] => [
  { type: 'PaymentIntentCreated', data: { intentId, provider: 'demo', amountCents, currency: 'EUR', ...extra } },
  { type: 'PaymentSucceeded', data: { intentId, amountCents, currency: 'EUR', cardLast4: '4242', cardBrand: 'visa', paidAt: at(5).toISOString(), ...extra } },
];
const sum = (request: Pick<DocumentRequest, 'lines'>) => request.lines.reduce((total, line) => total + line.amountCents, 0);

describe("a discounted booking's invoice", () => {
  const confirmed = given(placedDiscounted(), stockHeld(), detailsRecorded(), ...paid('pi_1', DISCOUNTED_CENTS), orderConfirmed()).state;

  it('lists the package at its prices, then each discount as its own negative line, and totals what the order costs', () => {
    const invoice = confirmationInvoice(confirmed, at(5).toISOString())!;
    expect(invoice.lines.map((line) => [line.kind, line.description, line.amountCents])).toEqual([
      ['hotel', 'Hotel Vltava – Double', 48_000],
      ['tournaments', 'Tournament seat: Main Event', 55_050],
      ['extras', 'Airport transfer', 9_100],
      ['discount', 'VIP discount (5 %)', -5_608],
      ['discount', 'Code SPRING10 (10 %)', -4_560],
    ]);
    expect(invoice.lines[3]).toMatchObject({ quantity: null, unitCents: null, byPart: { hotel: -2_400, tournaments: -2_753, extras: -455 } });
    expect(invoice.totalCents).toBe(101_982);
    expect(sum(invoice)).toBe(invoice.totalCents);
    // no credit: the card paid it all, and the invoice says no amount beside it
    expect(invoice.payment).toEqual({ kind: 'paid', at: at(5).toISOString(), method: 'card', cardBrand: 'visa', cardLast4: '4242' });
    expect(invoice).not.toHaveProperty('credit');
  });

  it('taxes each part on its price less its share of the discounts: the hotel at 10 %, the extras at 20 %', () => {
    const content = draftDocument(confirmationInvoice(confirmed, at(5).toISOString())!, issuing);
    expect(content.taxes).toEqual([
      // 480.00 − 24.00 (VIP) − 45.60 (the code) = 410.40; 41,040 × 10 / 110 = 3,730.9…
      { ratePercent: 10, note: null, grossCents: 41_040, netCents: 37_309, taxCents: 3_731 },
      { ratePercent: null, note: MARGIN, grossCents: 52_297, netCents: 52_297, taxCents: 0 },
      // 91.00 − 4.55 (VIP) = 86.45; 8,645 × 20 / 120 = 1,440.8…
      { ratePercent: 20, note: null, grossCents: 8_645, netCents: 7_204, taxCents: 1_441 },
    ]);
    expect(content.taxes.reduce((total, tax) => total + tax.grossCents, 0)).toBe(content.totalCents);
  });

  it('after a change before payment, shares what is left of the discounts over the parts as they are now', () => {
    // the transfers dropped before paying: they took their share of the discounts (91.00 − 8.28 = 82.72) with them
    const changed: OrderEvent = {
      type: 'OrderChanged',
      data: {
        quoteId: 'q-unpaid', requestedBy: { userId: 7, role: 'player' }, tier: { minDays: 0, maxDays: null, refundPercent: { hotel: 100, tournaments: 100, extras: 100 } }, tierLabel: 'any time', daysBeforeStart: 40,
        lines: [], refundCents: 0, dueCents: 0, before: { room: null, seats: [], extras: [], totalCents: DISCOUNTED_CENTS },
        after: { ...given(placedDiscounted()).state.placement!, extras: [], totalCents: DISCOUNTED_CENTS - 8_272 }, changedAt: at(2).toISOString(),
      },
    };
    const state = given(placedDiscounted(), stockHeld(), detailsRecorded(), changed).state;
    const lines = invoicedLines(state);
    expect(sum({ lines })).toBe(DISCOUNTED_CENTS - 8_272);
    const discounts = lines.filter((line) => line.kind === 'discount');
    expect(discounts.map((line) => line.description)).toEqual(['VIP discount (5 %)', 'Code SPRING10 (10 %)']);
    for (const line of discounts) expect(line.byPart!.hotel + line.byPart!.tournaments + line.byPart!.extras).toBe(line.amountCents);
    // 93.40 of discounts left, shared 56.08 : 45.60 → 51.51 and 41.89; each stays on the parts it came off, the code on the room
    expect(discounts.map((line) => line.amountCents)).toEqual([-5_151, -4_189]);
    expect(discounts[1]!.byPart).toEqual({ hotel: -4_189, tournaments: 0, extras: 0 });
    expect(discounts.every((line) => line.byPart!.extras === 0)).toBe(true);
  });
});

describe("a discounted booking's credit note", () => {
  it("lists the removed lines at what was paid for them, taxed on that, and names the booking's card", () => {
    const history = [placedDiscounted(), stockHeld(), detailsRecorded(), ...paid('pi_1', DISCOUNTED_CENTS), orderConfirmed()];
    const cancel: OrderCommand = { type: 'CancelByAdmin', reason: 'Ill', now: at(60), quoteId: 'q-cancel', actor: { userId: 1, role: 'admin' }, policyInForce: { tiers: [{ minDays: 0, maxDays: null, refundPercent: { hotel: 100, tournaments: 100, extras: 100 } }] } };
    const outcome = given(...history).when(cancel);
    if (!('events' in outcome)) throw new Error('refused');
    const after = given(...history, ...outcome.events).state;
    const cancelled = outcome.events.find((event) => event.type === 'OrderCancelled')!;
    if (cancelled.type !== 'OrderCancelled') throw new Error('not cancelled');
    const note = cancellationCreditNote(after, cancelled.data, outcome.events.flatMap((event) => (event.type === 'RefundRequested' ? [event.data] : [])))!;
    expect(note).toMatchObject({ kind: 'credit-note', orderId: ORDER_ID, totalCents: DISCOUNTED_CENTS, payment: { kind: 'refunded', cardLast4: '4242' } });
    expect(note).not.toHaveProperty('credit');
    expect(sum(note)).toBe(DISCOUNTED_CENTS);
    // each line at its price less its share of the discounts (change-quote.ts): no discount lines, and the hotel taxed on what was paid for it
    expect(note.lines.some((line) => line.kind === 'discount')).toBe(false);
    const hotel = note.lines.find((line) => line.kind === 'hotel')!.amountCents;
    expect(hotel).toBeLessThan(48_000);
    expect(draftDocument(note, { ...issuing, prefix: 'CN', corrects: ['INV-2026-00001'] }).taxes[0]).toMatchObject({ ratePercent: 10, grossCents: hotel });
  });
});

describe('a discounted booking paid in parts', () => {
  it("shares the discounts like the package's lines, so each advance payment's taxes are on what was paid", () => {
    const plan: PaymentPlanTerms = { kind: 'deposit', instalments: 1, policy: DEFAULT_PAYMENT_PLAN_POLICY, policyVersion: null, schedule: [{ dueDate: '2026-03-01', amountCents: 30_595 }, { dueDate: '2026-03-09', amountCents: DISCOUNTED_CENTS - 30_595 }], balanceDueDate: '2026-03-09' };
    const state = given(placedDiscounted({ paymentPlan: plan }), stockHeld(), detailsRecorded(), ...paid('pi_1', 30_595, { instalments: [0] })).state;
    const invoice = planPaymentInvoice(state, 'pi_1')!;
    expect(invoice.totalCents).toBe(30_595);
    expect(sum(invoice)).toBe(30_595);
    const discounts = invoice.lines.filter((line) => line.kind === 'discount');
    expect(discounts.map((line) => line.description)).toEqual(['VIP discount (5 %)', 'Code SPRING10 (10 %)']);
    for (const line of discounts) expect(line.byPart!.hotel + line.byPart!.tournaments + line.byPart!.extras).toBe(line.amountCents);
    const taxes = draftDocument(invoice, issuing).taxes;
    expect(taxes.reduce((total, tax) => total + tax.grossCents, 0)).toBe(30_595);
    // about 30 % of each part's discounted amount
    expect(taxes[0]!.grossCents).toBeGreaterThan(Math.floor(41_040 * 0.299));
    expect(taxes[0]!.grossCents).toBeLessThan(Math.ceil(41_040 * 0.301));
  });
});

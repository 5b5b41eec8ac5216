import { describe, expect, it } from 'vitest';
import { ConflictError } from '../shared/errors';
import type { OrderCommand } from './order-decider';
import type { OrderEvent } from './order-events';
import { creditPaymentId } from './credit-payment';
import { DEFAULT_CANCELLATION_POLICY } from './cancellation-policy';
import { NO_PROMOTIONS } from './package-price';
import { ORDER_ID, TOTAL_CENTS, at, detailsRecorded, given, heldItems, orderPlaced, placeOrder, rejected, stockHeld } from './testing/order-scenario';
import { ALWAYS_FULL, CATALOGUE, PLAYER, confirmedWithPolicy, daysBefore, parts, priced } from './testing/change-scenario';

// The order's decisions with promotions and credit (issue 32): what placement records, an order paid
// by credit alone, credit given back when an order ends unpaid, and refunds of discounted and
// credit-paid bookings that follow what was paid and never exceed it.

const CREDIT = creditPaymentId(ORDER_ID);
const vip = { ...NO_PROMOTIONS, vipPercent: 5 };

function eventsOf(history: readonly OrderEvent[], command: OrderCommand): OrderEvent[] {
  const outcome = given(...history).when(command);
  if ('rejected' in outcome) throw new Error(`Refused: ${JSON.stringify(outcome.rejected)}`);
  return outcome.events;
}

const paidByCard = (amountCents: number): OrderEvent[] => [
  { type: 'PaymentIntentCreated', data: { intentId: 'pi_1', provider: 'demo', amountCents, currency: 'EUR' } },
  { type: 'PaymentSucceeded', data: { intentId: 'pi_1', amountCents, currency: 'EUR', cardLast4: '4242', paidAt: at(5).toISOString() } },
  confirmedWithPolicy(ALWAYS_FULL),
];

/** 1121.50 less 5 % VIP (56.08): 1065.42, of which 100.00 paid by credit. */
const DISCOUNTED_TOTAL = 106_542;
const placedWith = (data: Record<string, unknown>): OrderEvent[] => [orderPlaced(data), stockHeld(), detailsRecorded()];
const VIP_PLACED = placedWith({
  subtotalCents: TOTAL_CENTS,
  totalCents: DISCOUNTED_TOTAL,
  discounts: [{ source: 'vip', label: 'VIP discount (5 %)', amountCents: 5_608, byPart: { hotel: 2_400, tournaments: 2_753, extras: 455 } }],
  creditCents: 10_000,
});
const VIP_PAID = [...VIP_PLACED, ...paidByCard(DISCOUNTED_TOTAL - 10_000)];

describe('placing with promotions', () => {
  it('records the subtotal, the discounts and the credit, and holds the total to the discounted price', () => {
    const events = eventsOf([], placeOrder({ promotions: { ...vip, creditAvailableCents: 10_000 }, clientTotalCents: DISCOUNTED_TOTAL }));
    expect(events[0]).toMatchObject({ type: 'OrderPlaced', data: { subtotalCents: TOTAL_CENTS, totalCents: DISCOUNTED_TOTAL, creditCents: 10_000, discounts: [{ source: 'vip', amountCents: 5_608 }] } });
    expect(events.map((event) => event.type)).toEqual(['OrderPlaced', 'StockHeld', 'CustomerDetailsRecorded']);
    expect(given().when(placeOrder({ promotions: vip }))).toEqual(rejected(ConflictError, 'price_changed'));
  });

  it('confirms an order paid by credit alone as it is placed: no card', () => {
    const events = eventsOf([], placeOrder({ promotions: { ...NO_PROMOTIONS, creditAvailableCents: 500_000 } }));
    expect(events.map((event) => event.type)).toEqual(['OrderPlaced', 'StockHeld', 'CustomerDetailsRecorded', 'OrderConfirmed']);
    expect(events[0]).toMatchObject({ data: { creditCents: TOTAL_CENTS, totalCents: TOTAL_CENTS } });
  });

  it('asks the card for the total less the credit, and nothing else', () => {
    const intent = (amountCents: number): OrderCommand => ({ type: 'RecordPaymentIntent', intentId: 'pi_1', provider: 'demo', amountCents, currency: 'EUR' });
    expect(given(...VIP_PLACED).when(intent(DISCOUNTED_TOTAL))).toEqual(rejected(ConflictError, 'amount_mismatch'));
    expect(eventsOf(VIP_PLACED, intent(DISCOUNTED_TOTAL - 10_000))).toHaveLength(1);
  });

  it('gives the credit back when the unpaid order expires or is withdrawn', () => {
    const back = { type: 'RefundRequested', data: expect.objectContaining({ intentId: CREDIT, amountCents: 10_000 }) };
    expect(eventsOf(VIP_PLACED, { type: 'ExpireOrder', now: at(20) })).toEqual([expect.objectContaining({ type: 'OrderExpired' }), { type: 'StockReleased', data: { items: heldItems, reason: 'expired' } }, back]);
    expect(eventsOf(VIP_PLACED, { type: 'CancelOrder', reason: 'Changed my mind', now: at(3) })).toContainEqual(back);
  });
});

describe('refunds of discounted and credit-paid bookings', () => {
  const refunds = (events: OrderEvent[]) => events.flatMap((event) => (event.type === 'RefundRequested' ? [[event.data.intentId, event.data.amountCents]] : []));

  it('a full cancellation gives back exactly what was paid: the card its part, the credit its part', () => {
    const events = eventsOf(VIP_PAID, { type: 'CancelByAdmin', reason: 'Asked by phone', now: daysBefore(30), quoteId: 'q1', actor: { userId: 1, role: 'admin' }, policyInForce: DEFAULT_CANCELLATION_POLICY });
    expect(refunds(events)).toEqual([['pi_1', DISCOUNTED_TOTAL - 10_000], [CREDIT, 10_000]]);
  });

  it('a partial refund splits in proportion to what each paid, and never exceeds it', () => {
    const half = { tiers: [{ minDays: 0, maxDays: null, refundPercent: { hotel: 50, tournaments: 50, extras: 50 } }] };
    const history = [...VIP_PLACED, ...paidByCard(DISCOUNTED_TOTAL - 10_000).slice(0, 2), confirmedWithPolicy(half)];
    const quote = priced({ cancel: true }, { history, now: daysBefore(30) });
    // each line at its discounted price: 50 % of what was paid for it
    expect(quote.lines.map((line) => line.priceCents)).toEqual([45_600, 52_297, 0, 8_645]);
    expect(quote.refundCents).toBe(53_270); // 228.00 + 261.48 + 43.22, each rounded down
    const events = eventsOf(history, { type: 'CancelByAdmin', reason: 'Asked by phone', now: daysBefore(30), quoteId: 'q1', actor: { userId: 1, role: 'admin' }, policyInForce: half });
    // 532.70 back of 1065.42 kept, 100.00 of it credit: 50.00 to the credit, 482.70 to the card
    expect(refunds(events)).toEqual([['pi_1', 48_270], [CREDIT, 5_000]]);
  });

  it('removing a line of a discounted booking refunds its discounted price, and the booking keeps the rest of its discount', () => {
    const history = [...VIP_PLACED, ...paidByCard(DISCOUNTED_TOTAL - 10_000)];
    const quote = priced(parts({ removeExtras: [21, 21] }), { history, now: daysBefore(30), catalogue: CATALOGUE, actor: PLAYER });
    // 91.00 of extras less their share of the 56.08 discount (4.55): 86.45 refunded, not 91.00
    expect(quote.lines).toEqual([expect.objectContaining({ kind: 'extra', priceCents: 8_645, refundCents: 8_645 })]);
    expect(quote.refundCents).toBe(8_645);
    expect(quote.after.totalCents).toBe(DISCOUNTED_TOTAL - 8_645);
  });

  it('keeps a code for one part on that part: removing lines it did not discount refunds their full price', () => {
    const hotelCode = placedWith({ subtotalCents: TOTAL_CENTS, totalCents: TOTAL_CENTS - 4_800, discounts: [{ source: 'voucher', code: 'ROOM', voucherId: 1, label: 'Code ROOM (€48.00)', amountCents: 4_800, byPart: { hotel: 4_800, tournaments: 0, extras: 0 } }] });
    const history = [...hotelCode, ...paidByCard(TOTAL_CENTS - 4_800)];
    const extras = priced(parts({ removeExtras: [21, 21] }), { history, now: daysBefore(30), catalogue: CATALOGUE, actor: PLAYER });
    expect(extras).toMatchObject({ refundCents: 9_100, after: { totalCents: TOTAL_CENTS - 4_800 - 9_100 } });
    // two of the four nights: half the room (480.00) less half its discount (24.00)
    const nights = priced(parts({ nights: 2 }), { history, now: daysBefore(30), catalogue: CATALOGUE, actor: PLAYER });
    expect(nights).toMatchObject({ refundCents: 21_600, after: { totalCents: TOTAL_CENTS - 4_800 - 21_600 } });
  });
});

import { describe, expect, it } from 'vitest';
import type { OrderEvent } from '../ordering/order-events';
import type { CancellationPolicy } from '../ordering/cancellation-policy';
import { DEFAULT_PAYMENT_PLAN_POLICY, type PaymentPlanTerms } from '../ordering/payment-plan';
import { at, detailsRecorded, given, orderConfirmed, orderPlaced, stockHeld, TOTAL_CENTS } from '../ordering/testing/order-scenario';
import { cancellationCreditNote, confirmationInvoice, draftDocument, type DecidedRefunds } from './document-request';
import { planPaymentInvoice } from './plan-invoices';
import { defaultSellerSettings, type SellerSettings } from './seller-settings';

// Tournament credit on the documents (issue 32): a means of payment beside the card, never a
// discount. The sample order (order-scenario.ts) costs 1,121.50; 200.00 of it paid by credit.

const CREDIT_CENTS = 20_000;
const CARD_CENTS = TOTAL_CENTS - CREDIT_CENTS;
const seller: SellerSettings = {
  ...defaultSellerSettings({ name: 'Poker Festivals GmbH', address: 'Ring 1\n1010 Wien', supportEmail: 'help@example.com' }),
  taxes: { hotel: { kind: 'rate', ratePercent: 10 }, tournaments: { kind: 'none', note: 'No VAT.' }, extras: { kind: 'rate', ratePercent: 20 } },
};
const issuing = { seller, prefix: 'INV', year: 2026, sequence: 1, issuedAt: '2026-03-01T11:00:00.000Z', corrects: [] };

const paid = (intentId: string, amountCents: number, extra: Record<string, unknown> = {}): OrderEvent[] => [
  { type: 'PaymentIntentCreated', data: { intentId, provider: 'demo', amountCents, currency: 'EUR', ...extra } },
  { type: 'PaymentSucceeded', data: { intentId, amountCents, currency: 'EUR', cardLast4: '4242', cardBrand: 'visa', paidAt: at(5).toISOString(), ...extra } },
];
const creditPaid: OrderEvent[] = [orderPlaced({ creditCents: CREDIT_CENTS }), stockHeld(), detailsRecorded(), ...paid('pi_1', CARD_CENTS), orderConfirmed()];

describe('an invoice paid partly by tournament credit', () => {
  it("totals the order and says what the card paid and what credit paid; the taxes are on the whole price", () => {
    const invoice = confirmationInvoice(given(...creditPaid).state, at(5).toISOString())!;
    expect(invoice.totalCents).toBe(TOTAL_CENTS);
    expect(invoice.lines.map((line) => line.kind)).toEqual(['hotel', 'tournaments', 'extras']);
    expect(invoice.payment).toEqual({ kind: 'paid', at: at(5).toISOString(), method: 'card', cardBrand: 'visa', cardLast4: '4242', amountCents: CARD_CENTS });
    expect(invoice.credit).toEqual({ kind: 'paid', amountCents: CREDIT_CENTS });
    // credit is not a discount: the room is taxed on its 480.00, as without credit
    expect(draftDocument(invoice, issuing).taxes[0]).toEqual({ ratePercent: 10, note: null, grossCents: 48_000, netCents: 43_636, taxCents: 4_364 });
  });

  it('paid by credit alone (confirmed as placed): no card, the credit pays it all', () => {
    const state = given(orderPlaced({ creditCents: TOTAL_CENTS }), stockHeld(), detailsRecorded(), orderConfirmed(0)).state;
    const invoice = confirmationInvoice(state, at(0).toISOString())!;
    expect(invoice).toMatchObject({ totalCents: TOTAL_CENTS, payment: null, credit: { kind: 'paid', amountCents: TOTAL_CENTS } });
  });

  it('paid in parts: the credit counts with the deposit, whose invoice says both, and the balance is the final invoice', () => {
    const deposit = 20_000;
    const plan: PaymentPlanTerms = { kind: 'deposit', instalments: 1, policy: DEFAULT_PAYMENT_PLAN_POLICY, policyVersion: null, schedule: [{ dueDate: '2026-03-01', amountCents: deposit }, { dueDate: '2026-03-09', amountCents: CARD_CENTS - deposit }], balanceDueDate: '2026-03-09' };
    const placed = [orderPlaced({ creditCents: CREDIT_CENTS, paymentPlan: plan }), stockHeld(), detailsRecorded(), ...paid('pi_1', deposit, { instalments: [0] }), orderConfirmed()];
    const first = planPaymentInvoice(given(...placed).state, 'pi_1')!;
    expect(first).toMatchObject({ totalCents: deposit + CREDIT_CENTS, payment: { amountCents: deposit, cardLast4: '4242' }, credit: { kind: 'paid', amountCents: CREDIT_CENTS } });
    expect(first.reason).toBe('Advance payment 1 of 2: €721.50 still to pay');
    const last = planPaymentInvoice(given(...placed, ...paid('pi_2', CARD_CENTS - deposit, { instalments: [1] })).state, 'pi_2')!;
    expect(last).toMatchObject({ totalCents: CARD_CENTS - deposit, reason: 'Final invoice: payment 2 of 2, the balance' });
    expect(last.payment).not.toHaveProperty('amountCents');
    expect(last).not.toHaveProperty('credit');
    expect(last.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(CARD_CENTS - deposit);
  });
});

describe("a cancellation's credit note of a booking paid partly by credit", () => {
  const policy = (percent: number): CancellationPolicy => ({ tiers: [{ minDays: 0, maxDays: null, refundPercent: { hotel: percent, tournaments: percent, extras: percent } }] });

  /** The booking confirmed under a policy that refunds `percent` of everything, then cancelled by an admin. */
  function cancelled(percent: number) {
    const history: OrderEvent[] = [...creditPaid.slice(0, -1), { type: 'OrderConfirmed', data: { confirmedAt: at(5).toISOString(), policy: policy(percent) } }];
    const outcome = given(...history).when({ type: 'CancelByAdmin', reason: 'Ill', now: at(60), quoteId: 'q-cancel', actor: { userId: 1, role: 'admin' }, policyInForce: policy(percent) });
    if (!('events' in outcome)) throw new Error('refused');
    const event = outcome.events.find((one) => one.type === 'OrderCancelled');
    if (event?.type !== 'OrderCancelled') throw new Error('not cancelled');
    const refunds: DecidedRefunds = outcome.events.flatMap((one) => (one.type === 'RefundRequested' ? [one.data] : []));
    return { state: given(...history, ...outcome.events).state, data: event.data, refunds };
  }

  it('says what went back to the card and what went back to credit, adding up to the refund', () => {
    const { state, data, refunds } = cancelled(100);
    const note = cancellationCreditNote(state, data, refunds)!;
    expect(note).toMatchObject({ kind: 'credit-note', totalCents: TOTAL_CENTS, reason: 'Booking cancelled' });
    expect(note.payment).toEqual({ kind: 'refunded', at: at(60).toISOString(), method: 'card', cardBrand: 'visa', cardLast4: '4242', amountCents: CARD_CENTS });
    expect(note.credit).toEqual({ kind: 'refunded', amountCents: CREDIT_CENTS });
  });

  it('half refunded: each gets back its share (200.00 of 1,121.50 kept was credit)', () => {
    const { state, data, refunds } = cancelled(50);
    const note = cancellationCreditNote(state, data, refunds)!;
    // 560.75 back: 560.75 × 200.00 / 1,121.50 = 100.00 to credit, 460.75 to the card
    expect(note.totalCents).toBe(56_075);
    expect(note.credit).toEqual({ kind: 'refunded', amountCents: 10_000 });
    expect(note.payment?.amountCents).toBe(46_075);
  });

  it('asked for without the refunds (the e-mail only refers to it): the same document, the card named', () => {
    const { state, data } = cancelled(100);
    expect(cancellationCreditNote(state, data)).toMatchObject({ sourceKey: 'refund:q-cancel', payment: { cardLast4: '4242' } });
  });

  it('of a booking paid by credit alone: all of it back to credit, no card', () => {
    const history = [orderPlaced({ creditCents: TOTAL_CENTS }), stockHeld(), detailsRecorded(), orderConfirmed(0)];
    const outcome = given(...history).when({ type: 'CancelByAdmin', reason: 'Ill', now: at(60), quoteId: 'q-all', actor: { userId: 1, role: 'admin' }, policyInForce: policy(100) });
    if (!('events' in outcome)) throw new Error('refused');
    const event = outcome.events.find((one) => one.type === 'OrderCancelled');
    if (event?.type !== 'OrderCancelled') throw new Error('not cancelled');
    const note = cancellationCreditNote(given(...history, ...outcome.events).state, event.data, outcome.events.flatMap((one) => (one.type === 'RefundRequested' ? [one.data] : [])))!;
    expect(note).toMatchObject({ totalCents: TOTAL_CENTS, payment: null, credit: { kind: 'refunded', amountCents: TOTAL_CENTS } });
  });
});

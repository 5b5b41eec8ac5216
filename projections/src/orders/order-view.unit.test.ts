import { describe, expect, it } from 'vitest';
import type { OrderEvent, OrderView } from '@pokerfest/domain';
import { at, orderCancelled, orderConfirmed, orderPlaced, paymentSucceeded, TOTAL_CENTS } from '@pokerfest/domain/ordering/testing/order-scenario';
import { evolveOrderView } from './order-view';

// The refunds an order view lists (issue 29): one per quote however many payments it was split
// over, dated by when it was asked, and what caused it.

const fold = (events: readonly OrderEvent[], from: OrderView | null = null): OrderView =>
  events.reduce<OrderView | null>((view, event, index) => evolveOrderView(view, event, at(index).toISOString(), 10), from)!;

const refund = (amountCents: number, quoteId?: string, intentId = 'pi_1'): OrderEvent => ({
  type: 'RefundRequested',
  data: { intentId, amountCents, reason: 'test', ...(quoteId ? { quoteId, refundKey: `${quoteId}-${intentId}` } : {}) },
});

describe('the refunds of an order view', () => {
  it('lists a cancellation once with its moment, whatever payments it was split over', () => {
    const change = { type: 'PaymentSucceeded', data: { intentId: 'pi_2', amountCents: 10_000, currency: 'EUR', cardLast4: '4242', paidAt: at(8).toISOString(), quoteId: 'q-change' } } as OrderEvent;
    const view = fold([orderPlaced(), paymentSucceeded('pi_1'), orderConfirmed(), change, orderCancelled(9), refund(10_000, 'q-cancel', 'pi_2'), refund(TOTAL_CENTS, 'q-cancel', 'pi_1')]);
    expect(view.cancelledAt).toBe(at(9).toISOString());
    expect(view.refunds).toEqual([{ quoteId: 'q-cancel', cause: 'cancellation', amount: (TOTAL_CENTS + 10_000) / 100, amountCents: TOTAL_CENTS + 10_000, currency: 'EUR', refundedAt: at(5).toISOString() }]);
    expect(view.refundedCents).toBe(TOTAL_CENTS + 10_000);
  });

  it('tells a change’s refund from a cancellation’s, and a payment given back from both', () => {
    const changed = fold([orderPlaced(), paymentSucceeded('pi_1'), orderConfirmed(), refund(4_550, 'q-change')]);
    expect(changed.refunds.map((entry) => [entry.cause, entry.quoteId, entry.amountCents])).toEqual([['change', 'q-change', 4_550]]);
    expect(changed.cancelledAt).toBeNull();
    // paid after the order was cancelled: the payment counts as paid, and its refund gives it back
    const late = fold([orderPlaced(), orderCancelled(3), paymentSucceeded('pi_9'), refund(TOTAL_CENTS, undefined, 'pi_9')]);
    expect(late.refunds.map((entry) => [entry.cause, entry.quoteId, entry.amountCents])).toEqual([['payment', null, TOTAL_CENTS]]);
  });

  it('lists nothing for a stray second payment of a confirmed order, which was never counted as paid', () => {
    const view = fold([orderPlaced(), paymentSucceeded('pi_1'), orderConfirmed(), refund(TOTAL_CENTS, undefined, 'pi_2')]);
    expect(view.refunds).toEqual([]);
  });

  it('starts a list on a view stored before refunds were listed', () => {
    const { refunds: _refunds, cancelledAt: _cancelledAt, ...stored } = fold([orderPlaced(), paymentSucceeded('pi_1'), orderConfirmed()]);
    const view = evolveOrderView(stored as OrderView, refund(4_550, 'q-change'), at(20).toISOString(), 10)!;
    expect(view.refunds).toEqual([{ quoteId: 'q-change', cause: 'change', amount: 45.5, amountCents: 4_550, currency: 'EUR', refundedAt: at(20).toISOString() }]);
    expect(view.cancelledAt).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { OrderEvent } from '@pokerfest/domain';
import { keptCents, moneyAfter, NO_MONEY, type OrderMoney } from './order-money';

const paid = (amountCents: number, quoteId?: string): OrderEvent => ({
  type: 'PaymentSucceeded',
  data: { intentId: 'pi_1', amountCents, currency: 'EUR', cardLast4: '4242', paidAt: '2027-01-10T10:00:00.000Z', ...(quoteId ? { quoteId } : {}) },
});
const refund = (amountCents: number, quoteId?: string): OrderEvent => ({ type: 'RefundRequested', data: { intentId: 'pi_1', amountCents, reason: 'r', ...(quoteId ? { quoteId } : {}) } });
const fold = (status: string, ...events: OrderEvent[]): OrderMoney => events.reduce((money, event) => moneyAfter(money, event, status), NO_MONEY);

describe('the money an order kept', () => {
  it("adds every payment (a change's difference too) and a quote's refunds, partial or several", () => {
    const money = fold('confirmed', paid(82550), paid(30000, 'q1'), refund(10000, 'q2'), refund(5000, 'q3'));
    expect(money).toEqual({ paidCents: 112550, refundedCents: 15000 });
    expect(keptCents(money)).toBe(97550);
  });

  it('counts the refund of a payment that came after a cancellation, or an old cancellation without a quote', () => {
    expect(fold('cancelled', paid(82550), refund(82550))).toEqual({ paidCents: 82550, refundedCents: 82550 });
  });

  it('leaves out refunds of payments never counted: a stray second payment, an intent paid after a change', () => {
    expect(fold('confirmed', paid(82550), refund(82550))).toEqual({ paidCents: 82550, refundedCents: 0 });
    expect(fold('pending', refund(82550))).toEqual(NO_MONEY);
    expect(moneyAfter({ paidCents: 82550, refundedCents: 82550 }, refund(82550), 'cancelled')).toEqual({ paidCents: 82550, refundedCents: 82550 });
  });
});

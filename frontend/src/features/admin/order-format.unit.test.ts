import { describe, expect, it } from 'vitest';
import { orderMoneyWords, orderReference, orderStatusLooks } from './order-format';

describe('order format', () => {
  it('names an order by its booking reference, never its raw id', () => {
    expect(orderReference('07fe95d6-d9cb-469f-a165-70867728950e')).toBe('NF-07FE');
  });

  it("names every order status for the admin's list", () => {
    expect(Object.values(orderStatusLooks).map((look) => look.label)).toEqual(['Pending', 'Confirmed', 'Cancelled', 'Expired']);
  });

  it('shows a confirmed order’s total alone', () => {
    expect(orderMoneyWords({ totalPrice: 1675, currency: 'EUR', status: 'confirmed', paidCents: 167_500, refundedCents: 0 })).toEqual({ total: '€1,675.00', refunded: null, net: null });
  });

  it('shows a cancelled order’s refund and the net it leaves, refunded in full or in part', () => {
    expect(orderMoneyWords({ totalPrice: 1675, currency: 'EUR', status: 'cancelled', paidCents: 167_500, refundedCents: 167_500 })).toEqual({
      total: '€1,675.00',
      refunded: 'Refunded −€1,675.00',
      net: 'Net €0.00',
    });
    expect(orderMoneyWords({ totalPrice: 1675, currency: 'EUR', status: 'cancelled', paidCents: 167_500, refundedCents: 83_750 }).net).toBe('Net €837.50');
    // cancelled before it was paid, or under a tier that refunds nothing
    expect(orderMoneyWords({ totalPrice: 1675, currency: 'EUR', status: 'cancelled', paidCents: 0, refundedCents: 0 })).toEqual({ total: '€1,675.00', refunded: null, net: 'Net €0.00' });
  });

  it('shows a changed booking’s refund beside its new total', () => {
    expect(orderMoneyWords({ totalPrice: 780, currency: 'EUR', status: 'confirmed', paidCents: 82_550, refundedCents: 4_550 })).toEqual({ total: '€780.00', refunded: 'Refunded −€45.50', net: 'Net €780.00' });
  });
});

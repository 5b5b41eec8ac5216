import { describe, expect, it } from 'vitest';
import type { OrderPaymentView, ScheduleEntryView } from '@pokerfest/domain';
import { orderMoneyWords, orderPaymentStanding, orderReference, orderStatusLooks } from './order-format';

const entry = (dueDate: string, amountCents: number, status: ScheduleEntryView['status']): ScheduleEntryView => ({
  dueDate,
  amount: amountCents / 100,
  amountCents,
  status,
  paidAt: status === 'paid' ? `${dueDate}T10:00:00.000Z` : null,
});

/** A deposit plan of €1,000.00 whose deposit is paid and whose balance is `balance`. */
const depositPlan = (balance: ScheduleEntryView['status']): OrderPaymentView => ({
  plan: 'deposit',
  schedule: [entry('2026-11-28', 20_000, 'paid'), entry('2027-02-10', 80_000, balance)],
  paidAmount: balance === 'paid' ? 1000 : 200,
  paidAmountCents: balance === 'paid' ? 100_000 : 20_000,
  balanceDue: balance === 'paid' ? 0 : 800,
  balanceDueCents: balance === 'paid' ? 0 : 80_000,
  balanceDueDate: '2027-02-10',
  graceDays: 7,
  automaticCharges: null,
});

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

  it('marks a confirmed booking paid in parts as partly paid, or overdue, with what it owes', () => {
    expect(orderPaymentStanding({ status: 'confirmed', currency: 'EUR', payment: depositPlan('due') })).toEqual({ kind: 'partly_paid', label: 'Partly paid', color: 'amber', balance: '€800.00 due' });
    expect(orderPaymentStanding({ status: 'confirmed', currency: 'EUR', payment: depositPlan('overdue') })).toEqual({ kind: 'overdue', label: 'Overdue', color: 'red', balance: '€800.00 due' });
  });

  it('marks nothing on a booking paid off, paid in full, not yet paid, or closed', () => {
    expect(orderPaymentStanding({ status: 'confirmed', currency: 'EUR', payment: depositPlan('paid') })).toBeNull();
    const inFull: OrderPaymentView = { ...depositPlan('due'), plan: 'full', schedule: [entry('2026-11-28', 100_000, 'paid')], balanceDue: 0, balanceDueCents: 0 };
    expect(orderPaymentStanding({ status: 'confirmed', currency: 'EUR', payment: inFull })).toBeNull();
    const unpaid: OrderPaymentView = { ...depositPlan('due'), schedule: [entry('2026-11-28', 20_000, 'due'), entry('2027-02-10', 80_000, 'due')], balanceDueCents: 100_000 };
    expect(orderPaymentStanding({ status: 'pending', currency: 'EUR', payment: unpaid })).toBeNull();
    expect(orderPaymentStanding({ status: 'cancelled', currency: 'EUR', payment: depositPlan('due') })).toBeNull();
  });
});

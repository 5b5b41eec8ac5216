import { describe, expect, it } from 'vitest';
import type { OrderPaymentView, PendingChangeView } from '@pokerfest/domain';
import { firstPayment, orderPayable } from './order-payment';

const change: PendingChangeView = { quoteId: 'q1', due: 42.5, dueCents: 4250, currency: 'EUR', holdExpiresAt: '2027-03-14T10:00:00Z', lines: [] };
const inFull: OrderPaymentView = {
  plan: 'full',
  schedule: [{ dueDate: '2026-11-28', amount: 900, amountCents: 90_000, status: 'due', paidAt: null }],
  paidAmount: 0,
  paidAmountCents: 0,
  balanceDue: 900,
  balanceDueCents: 90_000,
  balanceDueDate: null,
  graceDays: null,
  automaticCharges: null,
};
const withDeposit: OrderPaymentView = {
  ...inFull,
  plan: 'deposit',
  schedule: [
    { dueDate: '2026-11-28', amount: 180, amountCents: 18_000, status: 'due', paidAt: null },
    { dueDate: '2027-02-10', amount: 720, amountCents: 72_000, status: 'due', paidAt: null },
  ],
  balanceDueDate: '2027-02-10',
  graceDays: 7,
};
const order = { status: 'pending' as const, paymentStatus: 'unpaid' as const, totalPrice: 900, totalPriceCents: 90_000, pendingChange: null, payment: inFull };

describe('what the payment page charges for an order', () => {
  it('charges an unpaid order its total, keyed by that total', () => {
    expect(orderPayable(order)).toEqual({ kind: 'booking', amount: 900, keyScope: 'total-90000', deposit: false });
    expect(orderPayable({ ...order, paymentStatus: 'failed' })?.amount).toBe(900);
  });

  it('charges an unpaid order paid in parts its deposit only, keyed by the deposit', () => {
    expect(orderPayable({ ...order, payment: withDeposit })).toEqual({ kind: 'booking', amount: 180, keyScope: 'deposit-18000', deposit: true });
    expect(firstPayment({ ...order, payment: withDeposit })).toEqual({ amount: 180, amountCents: 18_000, deposit: true });
    expect(firstPayment(order)).toEqual({ amount: 900, amountCents: 90_000, deposit: false });
  });

  it('charges an order part paid by tournament credit what its card pays, keyed by that amount (issue 32)', () => {
    const withCredit = { ...order, amountDueCents: 65_000 };
    expect(orderPayable(withCredit)).toEqual({ kind: 'booking', amount: 650, keyScope: 'total-65000', deposit: false });
    expect(firstPayment(withCredit)).toEqual({ amount: 650, amountCents: 65_000, deposit: false });
  });

  it('charges a confirmed booking the due amount of its waiting change, never its total', () => {
    expect(orderPayable({ ...order, status: 'confirmed', paymentStatus: 'paid', pendingChange: change })).toEqual({ kind: 'change', amount: 42.5, keyScope: 'change-q1', change });
  });

  it('charges nothing for a paid, closed or confirming order, nor a confirmed one with a balance left', () => {
    expect(orderPayable({ ...order, status: 'confirmed', paymentStatus: 'paid' })).toBeNull();
    expect(orderPayable({ ...order, status: 'confirmed', paymentStatus: 'paid', payment: withDeposit })).toBeNull();
    expect(orderPayable({ ...order, paymentStatus: 'processing' })).toBeNull();
    expect(orderPayable({ ...order, paymentStatus: 'paid' })).toBeNull();
    expect(orderPayable({ ...order, status: 'cancelled' })).toBeNull();
    expect(orderPayable({ ...order, status: 'expired' })).toBeNull();
  });
});

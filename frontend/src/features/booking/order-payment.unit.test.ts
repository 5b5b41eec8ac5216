import { describe, expect, it } from 'vitest';
import type { PendingChangeView } from '@pokerfest/domain';
import { orderPayable } from './order-payment';

const change: PendingChangeView = { quoteId: 'q1', due: 42.5, dueCents: 4250, currency: 'EUR', holdExpiresAt: '2027-03-14T10:00:00Z', lines: [] };
const order = { status: 'pending' as const, paymentStatus: 'unpaid' as const, totalPrice: 900, totalPriceCents: 90_000, pendingChange: null };

describe('what the payment page charges for an order', () => {
  it('charges an unpaid order its total, keyed by that total', () => {
    expect(orderPayable(order)).toEqual({ kind: 'booking', amount: 900, keyScope: 'total-90000' });
    expect(orderPayable({ ...order, paymentStatus: 'failed' })?.amount).toBe(900);
  });

  it('charges a confirmed booking the due amount of its waiting change, never its total', () => {
    expect(orderPayable({ ...order, status: 'confirmed', paymentStatus: 'paid', pendingChange: change })).toEqual({ kind: 'change', amount: 42.5, keyScope: 'change-q1', change });
  });

  it('charges nothing for a paid, closed or confirming order', () => {
    expect(orderPayable({ ...order, status: 'confirmed', paymentStatus: 'paid' })).toBeNull();
    expect(orderPayable({ ...order, paymentStatus: 'processing' })).toBeNull();
    expect(orderPayable({ ...order, paymentStatus: 'paid' })).toBeNull();
    expect(orderPayable({ ...order, status: 'cancelled' })).toBeNull();
    expect(orderPayable({ ...order, status: 'expired' })).toBeNull();
  });
});

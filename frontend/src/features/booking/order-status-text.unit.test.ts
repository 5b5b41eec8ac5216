import { describe, expect, it } from 'vitest';
import type { OrderStanding } from './order-actions/order-standing';
import { orderStatusText } from './order-status-text';

const wording = (standing: OrderStanding) => orderStatusText({ customerName: '' }, standing);

describe('confirmation wording of an order standing', () => {
  it("says 'Booking Confirmed' only for a confirmed order", () => {
    expect(orderStatusText({ customerName: 'Ann Smith' }, 'confirmed')).toMatchObject({ heading: 'Booking Confirmed', label: 'Confirmed' });
    expect(orderStatusText({ customerName: 'Ann Smith' }, 'confirmed').message).toContain('Thank you, Ann Smith!');
    const others: OrderStanding[] = ['awaiting-payment', 'payment-processing', 'expired', 'cancelled'];
    expect(others.map((standing) => wording(standing).heading)).not.toContain('Booking Confirmed');
  });

  it('speaks of processing only while a payment is under way', () => {
    expect(wording('payment-processing')).toMatchObject({ heading: 'Payment processing', label: 'Payment processing' });
    expect(wording('payment-processing').message).toContain('this page updates by itself');
    expect(wording('awaiting-payment')).toMatchObject({ heading: 'Awaiting payment', label: 'Awaiting payment' });
    for (const standing of ['awaiting-payment', 'expired', 'cancelled'] as const) expect(wording(standing).message).not.toMatch(/processing|updates by itself/);
  });

  it('names cancelled and expired orders with their one sentence', () => {
    expect(wording('cancelled')).toMatchObject({ heading: 'Booking Cancelled', message: 'This booking was cancelled.', label: 'Cancelled' });
    expect(wording('expired')).toMatchObject({ heading: 'Booking Expired', label: 'Expired' });
    expect(wording('expired').message).toMatch(/^This booking expired before it was paid\./);
  });
});

import { describe, expect, it } from 'vitest';
import { orderStatusText } from './order-status-text';

describe('confirmation wording of an order state', () => {
  it("says 'Booking Confirmed' only for a confirmed order", () => {
    expect(orderStatusText({ status: 'confirmed', paymentStatus: 'paid', customerName: 'Ann Smith' })).toMatchObject({
      heading: 'Booking Confirmed',
      label: 'Confirmed',
    });
    expect(orderStatusText({ status: 'confirmed', paymentStatus: 'paid', customerName: 'Ann Smith' }).message).toContain('Thank you, Ann Smith!');
  });

  it('shows a pending order with a payment under way as payment processing, an unpaid or failed one as awaiting payment', () => {
    expect(orderStatusText({ status: 'pending', paymentStatus: 'processing', customerName: '' }).heading).toBe('Payment processing');
    expect(orderStatusText({ status: 'pending', paymentStatus: 'paid', customerName: '' }).label).toBe('Pending (payment processing)');
    expect(orderStatusText({ status: 'pending', paymentStatus: 'unpaid', customerName: '' }).heading).toBe('Awaiting payment');
    expect(orderStatusText({ status: 'pending', paymentStatus: 'failed', customerName: '' }).heading).toBe('Awaiting payment');
  });

  it('names cancelled and expired orders', () => {
    expect(orderStatusText({ status: 'cancelled', paymentStatus: 'refunded', customerName: '' }).heading).toBe('Booking Cancelled');
    expect(orderStatusText({ status: 'expired', paymentStatus: 'unpaid', customerName: '' }).heading).toBe('Booking Expired');
  });
});

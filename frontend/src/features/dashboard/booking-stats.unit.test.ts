import { describe, expect, it } from 'vitest';
import { bookingStats, loyaltyStatusLabel, orderStatusLooks } from './booking-stats';

describe('My Bookings stats', () => {
  it('counts bookings, pending and confirmed ones, and adds up what was spent in cents', () => {
    expect(
      bookingStats([
        { status: 'confirmed', totalPriceCents: 186_500 },
        { status: 'pending', totalPriceCents: 10_010 },
        { status: 'confirmed', totalPriceCents: 20 },
        { status: 'cancelled', totalPriceCents: 99_900 },
        { status: 'expired', totalPriceCents: 5_000 },
      ]),
    ).toEqual({ total: 5, pending: 1, confirmed: 2, spentCents: 196_530 });
    expect(bookingStats([])).toEqual({ total: 0, pending: 0, confirmed: 0, spentCents: 0 });
  });

  it('gives VIP status from 500 points', () => {
    expect([0, 499, 500, 1200].map(loyaltyStatusLabel)).toEqual(['Standard Member', 'Standard Member', 'VIP Status', 'VIP Status']);
  });

  it('names every order status', () => {
    expect(Object.values(orderStatusLooks).map((look) => look.label)).toEqual(['Pending', 'Confirmed', 'Cancelled', 'Expired']);
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_LOYALTY_RULES, type OrderView } from '@pokerfest/domain';
import { bookingStats, loyaltyStatusLabel } from './booking-stats';

type StatsInput = Pick<OrderView, 'status' | 'paymentStatus' | 'holdExpiresAt' | 'totalPriceCents'>;

const now = Date.parse('2027-03-14T09:30:00Z');
const held = '2027-03-14T10:00:00.000Z';
const heldUntilAMinuteAgo = '2027-03-14T09:29:00.000Z';
const order = (status: OrderView['status'], totalPriceCents: number, over: Partial<StatsInput> = {}): StatsInput => ({
  status,
  paymentStatus: status === 'confirmed' ? 'paid' : 'unpaid',
  holdExpiresAt: status === 'pending' ? held : null,
  totalPriceCents,
  ...over,
});

describe('My Bookings stats', () => {
  it('adds up what confirmed orders cost: unpaid, expired and cancelled ones spent nothing', () => {
    const stats = bookingStats(
      [
        order('confirmed', 186_500),
        order('pending', 10_010),
        order('pending', 7_000, { paymentStatus: 'processing' }),
        order('confirmed', 20),
        order('cancelled', 99_900),
        order('expired', 5_000),
      ],
      now,
    );
    expect(stats).toEqual({ total: 4, pending: 2, confirmed: 2, spentCents: 186_520 });
    expect(bookingStats([], now)).toEqual({ total: 0, pending: 0, confirmed: 0, spentCents: 0 });
  });

  it('stops counting an unpaid order as a booking or as pending once its hold has passed', () => {
    const orders = [order('confirmed', 1_000), order('pending', 2_000, { holdExpiresAt: heldUntilAMinuteAgo })];
    expect(bookingStats(orders, now)).toEqual({ total: 1, pending: 0, confirmed: 1, spentCents: 1_000 });
    expect(bookingStats(orders, Date.parse('2027-03-14T09:00:00Z'))).toEqual({ total: 2, pending: 1, confirmed: 1, spentCents: 1_000 });
  });

  it('gives VIP status from 500 points', () => {
    expect([0, 499, 500, 1200].map((points) => loyaltyStatusLabel(points, DEFAULT_LOYALTY_RULES))).toEqual(['Standard Member', 'Standard Member', 'VIP Status', 'VIP Status']);
  });

  it("gives VIP status from the shop's configured threshold, not the default 500", () => {
    expect([500, 799, 800].map((points) => loyaltyStatusLabel(points, { vipThresholdPoints: 800 }))).toEqual(['Standard Member', 'Standard Member', 'VIP Status']);
    expect([299, 300].map((points) => loyaltyStatusLabel(points, { vipThresholdPoints: 300 }))).toEqual(['Standard Member', 'VIP Status']);
  });
});

// The My Bookings stat cards (product spec section 2, 'Dashboard').
import type { LoyaltyRules, OrderView } from '@pokerfest/domain';
import { isOpenPending, orderStanding, standsAsBooking } from '../booking';
import { tierStatusLabel } from '../loyalty';

/**
 * The card's status line, by the domain's one tier reading against the shop's configured threshold
 * (loyalty_config; 500 by default, spec sections 4 and 9).
 */
export function loyaltyStatusLabel(points: number, rules: Pick<LoyaltyRules, 'vipThresholdPoints'>): 'VIP Status' | 'Standard Member' {
  return tierStatusLabel(points, rules);
}

export interface BookingStats {
  /** Bookings that stand: confirmed, or unpaid with their hold still running. */
  total: number;
  /** Of those, the ones not paid and confirmed yet. */
  pending: number;
  confirmed: number;
  /** What confirmed orders cost, in cents: an unpaid, expired or cancelled order spent nothing. */
  spentCents: number;
}

/**
 * The stat cards' figures (docs/product-rules.md, 'My Bookings: which orders count'). Expired and cancelled orders
 * stay in the list with their sentence but are neither bookings nor pending; money and points
 * count confirmed orders only, as the agent's commission does.
 */
export function bookingStats(orders: readonly Pick<OrderView, 'status' | 'paymentStatus' | 'holdExpiresAt' | 'totalPriceCents'>[], now: number): BookingStats {
  return orders.reduce<BookingStats>(
    (stats, order) => {
      const standing = orderStanding(order, now);
      const confirmed = standing === 'confirmed';
      return {
        total: stats.total + (standsAsBooking(standing) ? 1 : 0),
        pending: stats.pending + (isOpenPending(standing) ? 1 : 0),
        confirmed: stats.confirmed + (confirmed ? 1 : 0),
        spentCents: stats.spentCents + (confirmed ? order.totalPriceCents : 0),
      };
    },
    { total: 0, pending: 0, confirmed: 0, spentCents: 0 },
  );
}

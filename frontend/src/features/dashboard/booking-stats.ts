// The My Bookings stat cards (product spec section 2, 'Dashboard').
import { DEFAULT_LOYALTY_RULES, type OrderStatus, type OrderView } from '@pokerfest/domain';
import { tierStatusLabel } from '../loyalty/loyalty-words';

/** The card's status line, by the domain's one tier reading (VIP from 500, spec sections 4 and 9). */
export function loyaltyStatusLabel(points: number): 'VIP Status' | 'Standard Member' {
  return tierStatusLabel(points, DEFAULT_LOYALTY_RULES);
}

/** Orders that were never paid and never will be count as bookings but not as money spent. */
const UNSPENT: readonly OrderStatus[] = ['cancelled', 'expired'];

export interface BookingStats {
  total: number;
  pending: number;
  confirmed: number;
  /** Sum of the orders' totals in cents. */
  spentCents: number;
}

export function bookingStats(orders: readonly Pick<OrderView, 'status' | 'totalPriceCents'>[]): BookingStats {
  return orders.reduce<BookingStats>(
    (stats, order) => ({
      total: stats.total + 1,
      pending: stats.pending + (order.status === 'pending' ? 1 : 0),
      confirmed: stats.confirmed + (order.status === 'confirmed' ? 1 : 0),
      spentCents: stats.spentCents + (UNSPENT.includes(order.status) ? 0 : order.totalPriceCents),
    }),
    { total: 0, pending: 0, confirmed: 0, spentCents: 0 },
  );
}

/** How each order status reads and which colour its badge has. */
export const orderStatusLooks: Record<OrderStatus, { label: string; color: 'amber' | 'jade' | 'red' | 'gray' }> = {
  pending: { label: 'Pending', color: 'amber' },
  confirmed: { label: 'Confirmed', color: 'jade' },
  cancelled: { label: 'Cancelled', color: 'red' },
  expired: { label: 'Expired', color: 'gray' },
};

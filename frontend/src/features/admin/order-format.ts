// How orders are named and shown in the admin Orders tab.
import type { OrderStatus } from '@pokerfest/domain';

/** The first 8 characters of the order id, enough to tell orders apart at a glance. */
export function shortOrderId(id: string): string {
  return id.slice(0, 8);
}

/** How each order status reads and which colour its badge has, in the admin's Orders tab (the player's words are the booking feature's standingLooks). */
export const orderStatusLooks: Record<OrderStatus, { label: string; color: 'amber' | 'jade' | 'red' | 'gray' }> = {
  pending: { label: 'Pending', color: 'amber' },
  confirmed: { label: 'Confirmed', color: 'jade' },
  cancelled: { label: 'Cancelled', color: 'red' },
  expired: { label: 'Expired', color: 'gray' },
};

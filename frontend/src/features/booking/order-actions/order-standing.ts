// Where an order stands for the player, read from its view and the clock (issue 12 point 3): the
// server's status alone is not enough. A pending order whose hold has passed is already lost (the
// server expires it a moment later), and a pending order with a payment intent is not necessarily
// being paid: the view marks 'processing' as soon as the payment page asked for an intent, so an
// abandoned payment page would read 'processing' forever. Only a payment the provider accepted
// ('paid') or the browser just sent (the confirmation page's arrival state) is shown as processing.
import type { OrderView } from '@pokerfest/domain';
import { holdEnd } from '../../checkout';

export type OrderStanding = 'confirmed' | 'awaiting-payment' | 'payment-processing' | 'expired' | 'cancelled';

export type StandingInput = Pick<OrderView, 'status' | 'paymentStatus' | 'holdExpiresAt'>;

export interface StandingOptions {
  /** The browser has just had the card accepted for this order (it came from the payment page). */
  paymentAccepted?: boolean;
}

/** True once `holdExpiresAt` lies at or before `now`; an unreadable or missing time never passes. */
export function holdHasPassed(holdExpiresAt: string | null, now: number): boolean {
  if (!holdExpiresAt) return false;
  const end = Date.parse(holdExpiresAt);
  return Number.isFinite(end) && end <= now;
}

export function orderStanding(order: StandingInput, now: number, options: StandingOptions = {}): OrderStanding {
  switch (order.status) {
    case 'confirmed':
      return 'confirmed';
    case 'cancelled':
      return 'cancelled';
    case 'expired':
      return 'expired';
    case 'pending':
      // money the provider took keeps its hold on the server, whatever the clock says
      if (order.paymentStatus === 'paid') return 'payment-processing';
      if (options.paymentAccepted && order.paymentStatus === 'processing') return 'payment-processing';
      return holdHasPassed(order.holdExpiresAt, now) ? 'expired' : 'awaiting-payment';
    default: {
      const unknownStatus: never = order.status;
      throw new Error(`Unknown order status ${String(unknownStatus)}`);
    }
  }
}

/** An order that still stands as a booking: paid, or unpaid with its hold running. */
export function standsAsBooking(standing: OrderStanding): boolean {
  return standing !== 'expired' && standing !== 'cancelled';
}

/** Still open, not yet paid or confirmed: what the dashboard counts as pending. */
export function isOpenPending(standing: OrderStanding): boolean {
  return standing === 'awaiting-payment' || standing === 'payment-processing';
}

/** The status words of a booking and its badge colour, the same on the dashboard and the confirmation. */
export const standingLooks: Record<OrderStanding, { label: string; color: 'amber' | 'jade' | 'red' | 'gray' }> = {
  confirmed: { label: 'Confirmed', color: 'jade' },
  'awaiting-payment': { label: 'Awaiting payment', color: 'amber' },
  'payment-processing': { label: 'Payment processing', color: 'amber' },
  expired: { label: 'Expired', color: 'gray' },
  cancelled: { label: 'Cancelled', color: 'red' },
};

/** The one sentence a closed booking gets instead of actions, points or a receipt. */
export const closedSentences: Record<'expired' | 'cancelled', string> = {
  expired: 'This booking expired before it was paid.',
  cancelled: 'This booking was cancelled.',
};

/** 'Mar 14, 09:30 UTC': the same words as the payment page's hold, in the player's own time zone. */
export function holdEndText(holdExpiresAt: string, timeZone?: string): string {
  const end = new Date(holdExpiresAt);
  return Number.isNaN(end.getTime()) ? holdExpiresAt : holdEnd(end, timeZone);
}

// Which of a booking's own changes the player is offered (issue 17): a booking still standing
// (pending with its hold running, or confirmed) whose festival starts after today (UTC) may be
// changed or cancelled online; from the start date on only support can. A change that waits for its
// payment blocks another change (the server refuses one with 'change_pending'), not a cancellation.
// The quoted cancellation is offered on a confirmed booking; an unpaid one keeps its plain 'Cancel'.
import { daysBeforeStart, type OrderView } from '@pokerfest/domain';
import type { OrderStanding } from '../order-actions/order-standing';

export type ChangeabilityInput = Pick<OrderView, 'status' | 'festivalStartDate' | 'pendingChange'>;

export interface BookingChanges {
  change: boolean;
  cancel: boolean;
}

const NONE: BookingChanges = { change: false, cancel: false };

/** True when the festival's start date lies after today's date in UTC; unknown dates never do. */
export function festivalStillAhead(festivalStartDate: string | null, now: Date): boolean {
  const days = daysBeforeStart(festivalStartDate, now);
  return days !== null && days > 0;
}

/**
 * What the booking offers: 'Change booking' and 'Cancel booking'. `standing` is where the order
 * stands on screen: an unpaid order whose hold has passed, or a payment still being confirmed, is
 * offered neither.
 */
export function bookingChanges(order: ChangeabilityInput, standing: OrderStanding, now: Date): BookingChanges {
  if (order.status !== 'pending' && order.status !== 'confirmed') return NONE;
  if (standing !== 'confirmed' && standing !== 'awaiting-payment') return NONE;
  if (!festivalStillAhead(order.festivalStartDate, now)) return NONE;
  // an unpaid booking already has its 'Cancel' beside 'Complete payment' (nothing to refund): one
  // cancel button per booking, not two
  return { change: order.pendingChange === null, cancel: standing === 'confirmed' };
}

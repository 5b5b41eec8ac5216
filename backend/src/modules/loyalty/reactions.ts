import type { OrderEvent, OrderState } from '@pokerfest/domain';
import type { Reaction, Reactions } from '@pokerfest/infra';
import { checkInDay, recordBookingStatus, rememberBooking } from './bookings';
import { bookingPointsTimers, bringAwardForward } from './points-timers';

type On<T extends OrderEvent['type']> = Reaction<Extract<OrderEvent, { type: T }>, OrderState>;

/** Loyalty keeps what the points need of each order (bookings.ts) from the order's placement. */
const rememberPlacedBooking: On<'OrderPlaced'> = async ({ trx }, { data }) => rememberBooking(trx, data);

/**
 * A confirmed booking's points: promised at once to its member (and the referrer's bonus, for a
 * first booking), awarded on the check-in day, each by a durable timer (points-timers.ts, jobs.ts).
 */
const schedulePoints: On<'OrderConfirmed'> = async ({ trx, id, state, now, schedule }, event) => {
  await recordBookingStatus(trx, id, 'confirmed', event.position.globalPosition);
  const day = state.placement ? checkInDay(state.placement) : null;
  for (const timer of await bookingPointsTimers(trx, id, day, now)) await schedule(timer);
};

/** A confirmed booking's pending points are reversed now, not on the check-in day (0017: reversal before award). */
const reversePointsEarly: On<'OrderCancelled'> = async ({ trx, id, now, enqueueAfterCommit }) => {
  await recordBookingStatus(trx, id, 'cancelled');
  const award = await bringAwardForward(trx, id, now);
  if (award) enqueueAfterCommit(award);
};

const recordExpiry: On<'OrderExpired'> = async ({ trx, id }) => recordBookingStatus(trx, id, 'expired');

/** Loyalty's reactions to ordering's events: the composition root hands them to ordering's command runner. */
export const loyaltyOrderReactions: Reactions<OrderEvent, OrderState> = {
  OrderPlaced: [rememberPlacedBooking],
  OrderConfirmed: [schedulePoints],
  OrderCancelled: [reversePointsEarly],
  OrderExpired: [recordExpiry],
};

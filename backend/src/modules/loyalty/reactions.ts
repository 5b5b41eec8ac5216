import { balanceCents, creditKeptCents, type OrderEvent, type OrderState } from '@pokerfest/domain';
import type { Reaction, Reactions } from '@pokerfest/infra';
import { checkInDay, earnedOnCents, recordBookingBalance, recordBookingStatus, recordBookingTotal, rememberBooking } from './bookings';
import { bookingPointsTimers, bringAwardForward, restatePointsTimer } from './points-timers';

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

/**
 * A change applied: loyalty's record takes the new total, less the tournament credit still paying
 * for it (the state follows the whole command, so a part of the credit its refund gave back is
 * counted). A confirmed booking's promise is re-stated by a timer (the ledger is another stream,
 * appended in its own transaction); an unconfirmed one is promised from this total when it is
 * confirmed. Points already earned are left as they are.
 */
const restatePoints: On<'OrderChanged'> = async ({ trx, id, state, now, schedule }, { data }) => {
  await recordBookingTotal(trx, id, earnedOnCents(data.after.totalCents, creditKeptCents(state)));
  if (state.status === 'confirmed') await schedule(restatePointsTimer(id, data.quoteId, now));
};

/**
 * A confirmed booking's pending points are reversed now, not on the check-in day (0017: reversal
 * before award): the award's own due row is brought forward, and its handler, finding the booking
 * no longer confirmed, reverses instead of awarding. A promise timer still to fire promises nothing
 * for a cancelled booking; one that read the booking just before the cancellation reverses what it
 * promised (booking-points.ts). A cancellation after the award leaves the earned points alone.
 */
const reversePointsEarly: On<'OrderCancelled'> = async ({ trx, id, now, enqueueAfterCommit }) => {
  await recordBookingStatus(trx, id, 'cancelled');
  const award = await bringAwardForward(trx, id, now);
  if (award) enqueueAfterCommit(award);
};

/** Paid in parts: the points wait for the last payment (booking-points.ts). */
const recordBalance: On<'PaymentSucceeded'> = async ({ trx, id, state }) => {
  if (state.plan) await recordBookingBalance(trx, id, balanceCents(state));
};

const recordExpiry: On<'OrderExpired'> = async ({ trx, id }) => recordBookingStatus(trx, id, 'expired');

/** Loyalty's reactions to ordering's events: the composition root hands them to ordering's command runner. */
export const loyaltyOrderReactions: Reactions<OrderEvent, OrderState> = {
  OrderPlaced: [rememberPlacedBooking],
  OrderConfirmed: [schedulePoints],
  OrderChanged: [restatePoints],
  OrderCancelled: [reversePointsEarly],
  OrderExpired: [recordExpiry],
  PaymentSucceeded: [recordBalance],
};

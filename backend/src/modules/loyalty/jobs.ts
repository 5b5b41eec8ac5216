import type { ContextJobs, TimerHandler } from '@pokerfest/infra';
import { awardBookingPoints, promiseBookingPoints, restateBookingPoints, type BookingPointsDeps } from './booking-points';
import { LOYALTY_AWARD_TIMER_KIND, LOYALTY_PROMISE_TIMER_KIND, LOYALTY_RESTATE_TIMER_KIND, scheduleMissingBookingPoints } from './points-timers';

// Loyalty follows ordering's events in every process that runs order commands (the API and the worker).
export { loyaltyOrderReactions } from './reactions';
export { LOYALTY_AWARD_TIMER_KIND, LOYALTY_PROMISE_TIMER_KIND, LOYALTY_RESTATE_TIMER_KIND } from './points-timers';

/**
 * Loyalty's background work, for the worker process and the API's embedded runner: the timers
 * its reactions arm, and the hourly sweep that gives a confirmed booking without them its timers.
 */
export function loyaltyJobs(deps: BookingPointsDeps): ContextJobs {
  return {
    // Idempotent: the ledger decider promises an order's points once and awards them once, and gives
    // a referrer one bonus per referred player, however often (or concurrently) these run.
    timers: new Map<string, TimerHandler>([
      [LOYALTY_PROMISE_TIMER_KIND, async (payload) => promiseBookingPoints(deps, String(payload.orderId))],
      [LOYALTY_AWARD_TIMER_KIND, async (payload) => awardBookingPoints(deps, String(payload.orderId))],
      [LOYALTY_RESTATE_TIMER_KIND, async (payload, timer) => restateBookingPoints(deps, String(payload.orderId), timer.key)],
    ]),
    housekeeping: async (now) => void (await scheduleMissingBookingPoints(deps.db, deps.queue, now)),
  };
}

export { loadLoyaltyRules } from './rules-repository';
export { runLedgerCommand, loadLedgerState, type LedgerCommandDeps, type LedgerCommandContext, type LedgerCommandResult } from './ledger-commands';
export {
  LOYALTY_AWARD_TIMER_KIND,
  LOYALTY_PROMISE_TIMER_KIND,
  bookingPointsDueAt,
  bringAwardForward,
  scheduleBookingPoints,
  scheduleMissingBookingPoints,
} from './points-timers';
export { awardBookingPoints, promiseBookingPoints, type BookingPointsDeps } from './booking-points';

import { pointsForBooking, type LoyaltyRules } from '@pokerfest/domain';
import { enqueueTimer, loadLoyaltyRules, writeDueRow, type Db, type EventStore, type JobQueue } from '@pokerfest/infra';
import { firstConfirmedBooking, loyaltyBooking, type LoyaltyBooking } from './bookings';
import { runLedgerCommand, type LedgerCommandDeps } from './ledger-commands';
import { bookingPointsDueAt, LOYALTY_AWARD_TIMER_KIND } from './points-timers';

export interface BookingPointsDeps {
  db: Db;
  store: EventStore;
  queue: JobQueue;
  now: () => Date;
  maxRetries: number;
}

/**
 * The award's due time as its due row says it, so the promised `dueAt` and the moment the timer
 * fires agree even if the delay rule changed since the confirmation. A missing row is written here.
 */
async function awardDueAt(deps: BookingPointsDeps, booking: LoyaltyBooking, rules: LoyaltyRules): Promise<Date> {
  const row = await deps.db
    .selectFrom('scheduled_timers')
    .select('due_at')
    .where('kind', '=', LOYALTY_AWARD_TIMER_KIND)
    .where('timer_key', '=', booking.orderId)
    .executeTakeFirst();
  if (row) return row.due_at;
  const now = deps.now();
  const timer = { kind: LOYALTY_AWARD_TIMER_KIND, key: booking.orderId, dueAt: bookingPointsDueAt(booking.checkInDay, rules.awardDelayHours, now), payload: { orderId: booking.orderId } };
  await writeDueRow(deps.db, timer);
  await enqueueTimer(deps.queue, timer, now).catch(() => undefined);
  return timer.dueAt;
}

/** A referred player's first confirmed booking earns their referrer the bonus (the decider: once per player). */
async function awardReferralBonus(deps: BookingPointsDeps, booking: LoyaltyBooking, rules: LoyaltyRules, causationId: string): Promise<void> {
  const owner = await deps.db.selectFrom('users').select(['id', 'username', 'referred_by']).where('id', '=', booking.userId).executeTakeFirst();
  if (!owner?.referred_by || owner.referred_by === owner.id) return;
  if ((await firstConfirmedBooking(deps.db, owner.id)) !== booking.orderId) return;
  await runLedgerCommand(
    ledgerDeps(deps),
    owner.referred_by,
    { type: 'AwardReferralBonus', referredUserId: owner.id, referredUsername: owner.username, orderId: booking.orderId, points: rules.referralBonusPoints, now: deps.now() },
    { actorId: null, correlationId: booking.orderId, causationId },
  );
}

function ledgerDeps(deps: BookingPointsDeps): LedgerCommandDeps {
  return { store: deps.store, now: deps.now, maxRetries: deps.maxRetries };
}

/**
 * A cancellation that committed after this handler read the booking may already have run its early
 * reversal, which found nothing pending: reading the booking again after the promise closes that gap.
 */
async function dropIfCancelledMeanwhile(deps: BookingPointsDeps, orderId: string, userId: number, causationId: string): Promise<void> {
  const { status } = await loyaltyBooking(deps.db, orderId);
  if (status === 'confirmed') return;
  const command = { type: 'ReverseBookingPoints', orderId, reason: `The order was ${status} before check-in`, now: deps.now() } as const;
  await runLedgerCommand(ledgerDeps(deps), userId, command, { actorId: null, correlationId: orderId, causationId });
}

async function promiseFor(deps: BookingPointsDeps, booking: LoyaltyBooking, causationId: string): Promise<Date> {
  const rules = await loadLoyaltyRules(deps.db);
  const dueAt = await awardDueAt(deps, booking, rules);
  if (booking.status !== 'confirmed') return dueAt;
  await runLedgerCommand(
    ledgerDeps(deps),
    booking.userId,
    { type: 'PromiseBookingPoints', orderId: booking.orderId, points: pointsForBooking(booking.totalCents, rules.earnRatePercent), festivalName: booking.festivalName, dueAt },
    { actorId: null, correlationId: booking.orderId, causationId },
  );
  await dropIfCancelledMeanwhile(deps, booking.orderId, booking.userId, causationId);
  await awardReferralBonus(deps, booking, rules, causationId);
  return dueAt;
}

/**
 * The `loyalty-promise` timer: a confirmed order's points promised on its owner's ledger, and the
 * referrer's bonus when it is the owner's first confirmed order. Safe to run any number of times.
 */
export async function promiseBookingPoints(deps: BookingPointsDeps, orderId: string): Promise<void> {
  await promiseFor(deps, await loyaltyBooking(deps.db, orderId), `timer-loyalty-promise-${orderId}`);
}

/**
 * The `loyalty-award` timer, on the check-in day: the promised points join the balance, exactly once
 * per order. It promises first, so an award that fires before the promise timer (a check-in day
 * already past) still awards; an order no longer confirmed has its pending points reversed instead.
 */
export async function awardBookingPoints(deps: BookingPointsDeps, orderId: string): Promise<void> {
  const booking = await loyaltyBooking(deps.db, orderId);
  const causationId = `timer-loyalty-award-${orderId}`;
  const dueAt = await promiseFor(deps, booking, causationId);
  const now = deps.now();
  // Thrown, not skipped: a timer whose handler returns is marked done, and the points would be lost.
  if (now.getTime() < dueAt.getTime()) throw new Error(`The points of order ${orderId} are not due before ${dueAt.toISOString()}`);
  // paid in parts and not paid in full yet: the timer tries again (back-off), until the last payment or the cancellation
  if (booking.status === 'confirmed' && booking.balanceCents > 0) throw new Error(`The points of order ${orderId} wait for its balance to be paid`);
  const command =
    booking.status === 'confirmed'
      ? ({ type: 'EarnBookingPoints', orderId, now } as const)
      : ({ type: 'ReverseBookingPoints', orderId, reason: `The order was ${booking.status} before check-in`, now } as const);
  await runLedgerCommand(ledgerDeps(deps), booking.userId, command, { actorId: null, correlationId: orderId, causationId });
}

/**
 * The `loyalty-restate` timer, after a confirmed booking changed: its pending points become those of
 * its total now (at the earn rate in force), due when its award's row says. Earned points, a
 * booking no longer confirmed and a promise not made yet are left alone (the promise timer, still to
 * fire, reads the new total itself). Safe to run any number of times.
 */
export async function restateBookingPoints(deps: BookingPointsDeps, orderId: string, key: string): Promise<void> {
  const booking = await loyaltyBooking(deps.db, orderId);
  if (booking.status !== 'confirmed') return;
  const rules = await loadLoyaltyRules(deps.db);
  const dueAt = await awardDueAt(deps, booking, rules);
  const command = { type: 'RestateBookingPoints', orderId, points: pointsForBooking(booking.totalCents, rules.earnRatePercent), dueAt, now: deps.now() } as const;
  await runLedgerCommand(ledgerDeps(deps), booking.userId, command, { actorId: null, correlationId: orderId, causationId: `timer-loyalty-restate-${key}` });
}

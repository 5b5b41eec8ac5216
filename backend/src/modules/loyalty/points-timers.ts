import { sql } from 'kysely';
import { calendarDayStart } from '@pokerfest/domain';
import { enqueueTimer, loadLoyaltyRules, timerJobId, writeDueRow, type Executor, type JobQueue, type TimerRequest } from '@pokerfest/infra';

// A confirmed order's points are written to its owner's ledger stream, which cannot share the
// confirmation's transaction (an append must be its transaction's first write). So loyalty's reaction
// to the confirmation writes two durable timers instead, and their handlers append: `loyalty-promise`
// (due at once: the pending points and the referrer's bonus) and `loyalty-award` (due on the
// check-in day: the points).

export const LOYALTY_PROMISE_TIMER_KIND = 'loyalty-promise';
export const LOYALTY_AWARD_TIMER_KIND = 'loyalty-award';
/** A confirmed booking changed: its pending points are re-stated for the new total (one timer per applied quote). */
export const LOYALTY_RESTATE_TIMER_KIND = 'loyalty-restate';

/**
 * When a booking's points are awarded: the check-in day at 00:00 UTC plus the delay. A booking
 * without one is awarded `fallback` + the delay.
 */
export function bookingPointsDueAt(checkInDay: string | null, awardDelayHours: number, fallback: Date): Date {
  const start = checkInDay ? calendarDayStart(checkInDay).getTime() : fallback.getTime();
  return new Date((Number.isNaN(start) ? fallback.getTime() : start) + awardDelayHours * 3600_000);
}

/** A confirmed booking's two loyalty timers, the award's due as the delay rule says it now. */
export async function bookingPointsTimers(db: Executor, orderId: string, checkInDay: string | null, now: Date): Promise<TimerRequest[]> {
  const rules = await loadLoyaltyRules(db);
  return [
    { kind: LOYALTY_PROMISE_TIMER_KIND, key: orderId, dueAt: now, payload: { orderId } },
    { kind: LOYALTY_AWARD_TIMER_KIND, key: orderId, dueAt: bookingPointsDueAt(checkInDay, rules.awardDelayHours, now), payload: { orderId } },
  ];
}

/**
 * The re-statement of a changed booking's pending points, due at once. Keyed by the quote, so each
 * change has its own timer; the handler reads the booking's total as it is then, so timers firing
 * late or out of order still leave the latest total's points.
 */
export function restatePointsTimer(orderId: string, quoteId: string, now: Date): TimerRequest {
  return { kind: LOYALTY_RESTATE_TIMER_KIND, key: `${orderId}-${quoteId}`, dueAt: now, payload: { orderId } };
}

/**
 * A confirmed order cancelled before its award: the award's due row is brought forward to `now`, so
 * the pending points are reversed at once (the handler reverses for an order no longer confirmed)
 * instead of on a check-in day the booking no longer has. An award already fired has earned its
 * points and is left alone, as is an order that was never confirmed (it has no row): null then.
 */
export async function bringAwardForward(db: Executor, orderId: string, now: Date): Promise<TimerRequest | null> {
  const moved = await db
    .updateTable('scheduled_timers')
    .set({ due_at: now })
    .where('kind', '=', LOYALTY_AWARD_TIMER_KIND)
    .where('timer_key', '=', orderId)
    .where('fired_at', 'is', null)
    .returning('timer_key')
    .executeTakeFirst();
  if (!moved) return null;
  return { kind: LOYALTY_AWARD_TIMER_KIND, key: orderId, dueAt: now, payload: { orderId }, jobId: `${timerJobId(LOYALTY_AWARD_TIMER_KIND, orderId)}-early` };
}

/**
 * The hourly safety net: confirmed bookings that have no loyalty due rows (confirmed before the
 * loyalty timers existed, or by a process that lost them) get theirs; the timer sweep fires them.
 */
export async function scheduleMissingBookingPoints(db: Executor, queue: JobQueue | null, now: Date, limit = 500): Promise<number> {
  const missing = await sql<{ orderId: string; checkInDay: string | null }>`
    SELECT b.order_id::text AS "orderId", b.check_in_day AS "checkInDay"
      FROM loyalty_bookings b
     WHERE b.status = 'confirmed'
       AND (NOT EXISTS (SELECT 1 FROM scheduled_timers t WHERE t.kind = ${LOYALTY_PROMISE_TIMER_KIND} AND t.timer_key = b.order_id::text)
         OR NOT EXISTS (SELECT 1 FROM scheduled_timers t WHERE t.kind = ${LOYALTY_AWARD_TIMER_KIND} AND t.timer_key = b.order_id::text))
     ORDER BY b.confirmed_position
     LIMIT ${limit}`.execute(db);
  for (const booking of missing.rows) {
    const timers = await bookingPointsTimers(db, booking.orderId, booking.checkInDay, now);
    for (const timer of timers) await writeDueRow(db, timer);
    if (queue) for (const timer of timers) await enqueueTimer(queue, timer, now).catch(() => undefined);
  }
  return missing.rows.length;
}

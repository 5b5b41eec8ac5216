import { sql } from 'kysely';
import { orderStream, type OrderEvent } from '@pokerfest/domain';
import type { Executor } from '../db';
import { asStreamEvents, readStream } from '../event-store';
import { enqueueTimer, timerJobId, writeDueRow, type JobQueue, type TimerRequest } from '../queue';
import { loadLoyaltyRules } from './rules-repository';

// A confirmed order's points are written to its owner's ledger stream, which cannot share the
// confirmation's transaction (an append must be its transaction's first write). So the confirmation
// writes two durable timers instead, and their handlers append: `loyalty-promise` (due at once: the
// pending points and the referrer's bonus) and `loyalty-award` (due on the check-in day: the points).

export const LOYALTY_PROMISE_TIMER_KIND = 'loyalty-promise';
export const LOYALTY_AWARD_TIMER_KIND = 'loyalty-award';

export type OrderPlacedData = Extract<OrderEvent, { type: 'OrderPlaced' }>['data'];

const DAY = /^\d{4}-\d{2}-\d{2}/;

/**
 * When a booking's points are awarded: the check-in day (the room's, else the festival's start)
 * at 00:00 UTC plus the delay. A booking without either date is awarded `fallback` + the delay.
 */
export function bookingPointsDueAt(placed: Pick<OrderPlacedData, 'room' | 'festival'>, awardDelayHours: number, fallback: Date): Date {
  const day = [placed.room?.checkIn, placed.festival.startDate].find((value): value is string => typeof value === 'string' && DAY.test(value));
  const start = day ? Date.parse(`${day.slice(0, 10)}T00:00:00.000Z`) : fallback.getTime();
  return new Date((Number.isNaN(start) ? fallback.getTime() : start) + awardDelayHours * 3600_000);
}

/** The order's placement, read from its stream (in the caller's transaction when given one). */
export async function orderPlacement(db: Executor, orderId: string): Promise<OrderPlacedData> {
  const placed = asStreamEvents(orderStream, await readStream(db, orderStream.format(orderId))).find((event) => event.type === 'OrderPlaced');
  if (!placed) throw new Error(`Order ${orderId} has no placement`);
  return placed.data;
}

/**
 * Writes a confirmed order's two loyalty due rows (a row already there is kept, so scheduling twice
 * changes nothing) and answers the timers for the caller to enqueue after its commit.
 */
export async function scheduleBookingPoints(db: Executor, orderId: string, now: Date): Promise<TimerRequest[]> {
  const placed = await orderPlacement(db, orderId);
  const rules = await loadLoyaltyRules(db);
  const timers: TimerRequest[] = [
    { kind: LOYALTY_PROMISE_TIMER_KIND, key: orderId, dueAt: now, payload: { orderId } },
    { kind: LOYALTY_AWARD_TIMER_KIND, key: orderId, dueAt: bookingPointsDueAt(placed, rules.awardDelayHours, now), payload: { orderId } },
  ];
  for (const timer of timers) await writeDueRow(db, timer);
  return timers;
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
 * The hourly safety net: confirmed orders that have no loyalty due rows (confirmed before the
 * loyalty timers existed, or by a process that lost them) get theirs; the timer sweep fires them.
 */
export async function scheduleMissingBookingPoints(db: Executor, queue: JobQueue | null, now: Date, limit = 500): Promise<number> {
  // the order id is the stream id after its prefix (orderStream), cut out in SQL to match the due rows' keys
  const orderId = sql`substring(e.stream_id FROM ${orderStream.prefix.length + 1}::int)`;
  const missing = await sql<{ orderId: string }>`
    SELECT ${orderId} AS "orderId"
      FROM es_events e
     WHERE e.event_type = 'OrderConfirmed' AND e.stream_id LIKE ${`${orderStream.prefix}%`}
       AND (NOT EXISTS (SELECT 1 FROM scheduled_timers t WHERE t.kind = ${LOYALTY_PROMISE_TIMER_KIND} AND t.timer_key = ${orderId})
         OR NOT EXISTS (SELECT 1 FROM scheduled_timers t WHERE t.kind = ${LOYALTY_AWARD_TIMER_KIND} AND t.timer_key = ${orderId}))
     ORDER BY e.global_position
     LIMIT ${limit}`.execute(db);
  for (const { orderId } of missing.rows) {
    const timers = await scheduleBookingPoints(db, orderId, now);
    if (queue) for (const timer of timers) await enqueueTimer(queue, timer, now).catch(() => undefined);
  }
  return missing.rows.length;
}

import type { Db } from '../db';

// The operator's view of the durable timers: how many are overdue or parked (the dead-letter
// state a timer reaches after TIMER_MAX_ATTEMPTS failures), which are parked, and re-arming them.

/** Counts for /api/ready: timers due but not fired (parked ones aside), and parked timers. */
export async function timerBacklog(db: Db, now: Date): Promise<{ overdue: number; parked: number }> {
  const [overdue, parked] = await Promise.all([
    db
      .selectFrom('scheduled_timers')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('fired_at', 'is', null)
      .where('parked_at', 'is', null)
      .where('due_at', '<=', now)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('scheduled_timers')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('fired_at', 'is', null)
      .where('parked_at', 'is not', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { overdue: Number(overdue.n), parked: Number(parked.n) };
}

export interface ParkedTimer {
  kind: string;
  key: string;
  dueAt: Date;
  parkedAt: Date;
  attempts: number;
  lastError: string | null;
}

export async function listParkedTimers(db: Db, filter: { kind?: string; key?: string } = {}, limit = 1000): Promise<ParkedTimer[]> {
  let query = db.selectFrom('scheduled_timers').selectAll().where('fired_at', 'is', null).where('parked_at', 'is not', null);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.key) query = query.where('timer_key', '=', filter.key);
  const rows = await query.orderBy('parked_at').limit(limit).execute();
  return rows.map((row) => ({ kind: row.kind, key: row.timer_key, dueAt: row.due_at, parkedAt: row.parked_at!, attempts: row.attempts, lastError: row.last_error }));
}

/**
 * Re-arms parked timers (all, one kind, or one kind and key): attempts start again from zero and
 * the next sweep fires them. `last_error` stays until the next try. Answers how many.
 */
export async function rearmParkedTimers(db: Db, filter: { kind?: string; key?: string } = {}): Promise<number> {
  let query = db
    .updateTable('scheduled_timers')
    .set({ parked_at: null, attempts: 0, next_attempt_at: null })
    .where('fired_at', 'is', null)
    .where('parked_at', 'is not', null);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.key) query = query.where('timer_key', '=', filter.key);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

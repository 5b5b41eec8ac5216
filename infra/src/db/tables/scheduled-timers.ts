import type { Generated, JSONColumnType } from 'kysely';

/** Durable due rows: the source of truth for every delayed action (the queue is only a fast path). */
export interface ScheduledTimersTable {
  kind: string;
  timer_key: string;
  due_at: Date;
  payload: JSONColumnType<Record<string, unknown>, string, string>;
  created_at: Generated<Date>;
  fired_at: Date | null;
  attempts: Generated<number>;
  last_error: string | null;
  /** Not tried again before this: the back-off after a failure, or the lease of the run firing it now. */
  next_attempt_at: Date | null;
  /** Set after TIMER_MAX_ATTEMPTS failures: the sweep leaves the row alone until an operator re-arms it. */
  parked_at: Date | null;
}

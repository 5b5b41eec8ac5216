import { sql, type Kysely } from 'kysely';

// A timer whose handler kept failing was tried again by every sweep forever, and the sweep took
// the oldest due rows first, so enough of them starved every other timer. Now a failure sets
// `next_attempt_at` (back-off), a run that fires a timer claims it through the same column (a
// lease, so two workers do not fire one row at once), and after TIMER_MAX_ATTEMPTS failures the
// row is parked (`parked_at`): the sweep skips it until an operator re-arms it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE scheduled_timers ADD COLUMN next_attempt_at timestamptz, ADD COLUMN parked_at timestamptz`.execute(db);
  // Unfired, not parked, by due time: the overdue count and the timers coming due.
  await sql`DROP INDEX scheduled_timers_pending`.execute(db);
  await sql`CREATE INDEX scheduled_timers_pending ON scheduled_timers (due_at) WHERE fired_at IS NULL AND parked_at IS NULL`.execute(db);
  // What the sweep reads: by when each may be tried, its due time or, after a failure, the end of
  // its back-off, so a retry queues behind timers that came due before it and never starves them.
  await sql`
    CREATE INDEX scheduled_timers_ready ON scheduled_timers ((COALESCE(next_attempt_at, due_at)))
     WHERE fired_at IS NULL AND parked_at IS NULL`.execute(db);
  await sql`CREATE INDEX scheduled_timers_parked ON scheduled_timers (parked_at) WHERE fired_at IS NULL AND parked_at IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX scheduled_timers_parked`.execute(db);
  await sql`DROP INDEX scheduled_timers_ready`.execute(db);
  await sql`DROP INDEX scheduled_timers_pending`.execute(db);
  await sql`CREATE INDEX scheduled_timers_pending ON scheduled_timers (due_at) WHERE fired_at IS NULL`.execute(db);
  await sql`ALTER TABLE scheduled_timers DROP COLUMN parked_at, DROP COLUMN next_attempt_at`.execute(db);
}

import { sql } from 'kysely';
import { reminderDueAt, tripReminderSettingsSchema, type TripReminderSettings } from '@pokerfest/domain';
import { saveSetting, type Db, type Executor } from '@pokerfest/infra';
import { TRIP_REMINDER_SETTING, TRIP_REMINDER_TIMER_KIND } from './trip-reminder';

export interface SavedTripReminder {
  version: number;
  /** Unfired reminders moved to the new moment. */
  retimed: number;
}

/**
 * Every reminder not yet fired, to `daysBefore` days before its trip's first day (the one its row
 * was armed or last moved for), in one statement. No delayed job is enqueued here: an old job that
 * fires before its row is due finds it not due and does nothing, one that fires late finds it done,
 * and the timer sweep both fires rows due by then and gives rows due before its next run their jobs
 * (enqueueUpcomingTimers). A reminder whose new moment has already passed goes out at the next
 * sweep: it was still to be sent, and its trip is still ahead (the handler checks).
 */
export async function retimeReminders(db: Executor, settings: TripReminderSettings, hourUtc: number): Promise<number> {
  const rows = await db
    .selectFrom('scheduled_timers')
    .select(['timer_key', 'payload'])
    .where('kind', '=', TRIP_REMINDER_TIMER_KIND)
    .where('fired_at', 'is', null)
    .orderBy('timer_key')
    // locked, and read as committed: a change moving a reminder meanwhile is waited for, then seen
    .forUpdate()
    .execute();
  const keys: string[] = [];
  const dues: string[] = [];
  for (const row of rows) {
    const startDay = row.payload.startDay;
    if (typeof startDay !== 'string') continue;
    keys.push(row.timer_key);
    dues.push(reminderDueAt(startDay, settings.daysBefore, hourUtc).toISOString());
  }
  if (keys.length === 0) return 0;
  // a stale lease or back-off would let the sweep claim the row before its new moment: cleared
  const moved = await sql`
    UPDATE scheduled_timers t SET due_at = v.due_at, next_attempt_at = NULL
      FROM unnest(${keys}::text[], ${dues}::timestamptz[]) AS v(timer_key, due_at)
     WHERE t.kind = ${TRIP_REMINDER_TIMER_KIND} AND t.timer_key = v.timer_key AND t.fired_at IS NULL`.execute(db);
  return Number(moved.numAffectedRows ?? 0);
}

/** A new version of the setting, and the unfired reminders re-timed to it, together. */
export function saveTripReminder(db: Db, settings: TripReminderSettings, adminId: number | null, hourUtc: number): Promise<SavedTripReminder> {
  return db.transaction().execute(async (trx) => {
    const version = await saveSetting(trx, TRIP_REMINDER_SETTING, tripReminderSettingsSchema, settings, adminId);
    return { version, retimed: await retimeReminders(trx, settings, hourUtc) };
  });
}

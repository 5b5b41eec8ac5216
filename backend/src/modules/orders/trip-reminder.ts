import { DEFAULT_TRIP_REMINDER, reminderDueAt, tripReminderSettingsSchema, tripStartDay, type OrderEvent, type OrderState, type TripReminderSettings } from '@pokerfest/domain';
import { loadSetting, timerJobId, type Executor, type Reaction, type SettingInForce, type TimerRequest } from '@pokerfest/infra';

// The e-mail some days before the trip (Settings: how many; TRIP_REMINDER_HOUR_UTC: at what hour)
// is a durable timer, one per booking keyed by the order: written with the confirmation, moved when
// a change moves the trip's first day, deleted with the cancellation. Its handler
// (trip-reminder-sending.ts) sends it once.

export const TRIP_REMINDER_TIMER_KIND = 'trip-reminder';
export const TRIP_REMINDER_SETTING = 'trip-reminder';

type On<T extends OrderEvent['type']> = Reaction<Extract<OrderEvent, { type: T }>, OrderState>;

export function tripReminderInForce(db: Executor): Promise<SettingInForce<TripReminderSettings>> {
  return loadSetting(db, TRIP_REMINDER_SETTING, tripReminderSettingsSchema, DEFAULT_TRIP_REMINDER);
}

/**
 * The reminder's due row for a trip starting on `startDay`. Each due time has a delayed job of its
 * own: a job still waiting for an earlier time would make an enqueue under one id a no-op, and a
 * job that fires before its row is due finds it not due and does nothing.
 */
export function reminderTimer(orderId: string, startDay: string, dueAt: Date): TimerRequest {
  return { kind: TRIP_REMINDER_TIMER_KIND, key: orderId, dueAt, payload: { orderId, startDay }, jobId: `${timerJobId(TRIP_REMINDER_TIMER_KIND, orderId)}-${dueAt.getTime()}` };
}

/** An unfired reminder's row, to a new moment (the lease or back-off of an earlier try no longer applies); false: there is none. */
export async function moveReminder(db: Executor, timer: TimerRequest): Promise<boolean> {
  const moved = await db
    .updateTable('scheduled_timers')
    .set({ due_at: timer.dueAt, payload: JSON.stringify(timer.payload ?? {}), next_attempt_at: null })
    .where('kind', '=', TRIP_REMINDER_TIMER_KIND)
    .where('timer_key', '=', timer.key)
    .where('fired_at', 'is', null)
    .returning('timer_key')
    .executeTakeFirst();
  return moved !== undefined;
}

/** A fired row stays: it is the record that the reminder went out (or was due and not sent). */
async function dropUnfiredReminder(db: Executor, orderId: string): Promise<void> {
  await db.deleteFrom('scheduled_timers').where('kind', '=', TRIP_REMINDER_TIMER_KIND).where('timer_key', '=', orderId).where('fired_at', 'is', null).execute();
}

async function dueFor(db: Executor, startDay: string, hourUtc: number): Promise<Date> {
  const { value } = await tripReminderInForce(db);
  return reminderDueAt(startDay, value.daysBefore, hourUtc);
}

/** Confirmed: armed for the trip's first day, unless that moment has passed (the confirmation e-mail has just gone). */
export function armTripReminder(hourUtc: number): On<'OrderConfirmed'> {
  return async ({ trx, id, state, now, schedule }) => {
    const startDay = state.placement && tripStartDay(state.placement);
    if (!startDay) return;
    const dueAt = await dueFor(trx, startDay, hourUtc);
    if (dueAt.getTime() > now.getTime()) await schedule(reminderTimer(id, startDay, dueAt));
  };
}

/**
 * A change that moves the trip's first day moves the reminder, or arms one the old day had no
 * moment left for; a moment already past drops it. A reminder already fired stays fired: a booking
 * is reminded once.
 */
export function retimeTripReminder(hourUtc: number): On<'OrderChanged'> {
  return async ({ trx, id, state, now, schedule, enqueueAfterCommit }, { data }) => {
    if (state.status !== 'confirmed' || !state.placement) return;
    const festival = state.placement.festival;
    const startDay = tripStartDay(state.placement);
    if (startDay === tripStartDay({ ...data.before, festival })) return;
    const dueAt = startDay ? await dueFor(trx, startDay, hourUtc) : null;
    if (!startDay || !dueAt || dueAt.getTime() <= now.getTime()) return dropUnfiredReminder(trx, id);
    const timer = reminderTimer(id, startDay, dueAt);
    if (await moveReminder(trx, timer)) enqueueAfterCommit(timer);
    else await schedule(timer);
  };
}

/** Cancelled: no reminder (the row is deleted, so nothing is left to fire). */
export const dropTripReminder: On<'OrderCancelled'> = async ({ trx, id }) => dropUnfiredReminder(trx, id);

// The e-mail a player gets some days before the trip: when, and from which day it counts.
import { z } from 'zod';
import { calendarDayOf, calendarDaysBetween, calendarDayStart } from '../shared/calendar-day';
import type { OrderContents } from './order-events';

export const MAX_REMINDER_DAYS = 90;

/** Admin → Settings: how many days before check-in the reminder goes out. */
export const tripReminderSettingsSchema = z.strictObject({
  daysBefore: z.number().int('Whole days').min(1, `1 to ${MAX_REMINDER_DAYS} days`).max(MAX_REMINDER_DAYS, `1 to ${MAX_REMINDER_DAYS} days`),
});
export type TripReminderSettings = z.infer<typeof tripReminderSettingsSchema>;

export const DEFAULT_TRIP_REMINDER: TripReminderSettings = { daysBefore: 7 };

/** GET/PUT /api/admin/settings/trip-reminder: the setting in force and its version (null: none saved, the default applies). */
export const tripReminderViewSchema = z.object({ settings: tripReminderSettingsSchema, version: z.number().int().nullable() });
export type TripReminderView = z.infer<typeof tripReminderViewSchema>;

const day = (date: string) => date.slice(0, 10);

/** The trip's first day: check-in, else the first seat's day, else the festival's start (null: nothing dated). */
export function tripStartDay(contents: Pick<OrderContents, 'room' | 'seats' | 'festival'>): string | null {
  if (contents.room) return day(contents.room.checkIn);
  // only the day part counts, as the calendar file reads a seat's date
  const firstSeat = contents.seats.map((seat) => day(seat.date)).sort()[0];
  const festivalStart = contents.festival.startDate;
  return firstSeat ?? (festivalStart ? day(festivalStart) : null);
}

/** `daysBefore` days before `startDay` (YYYY-MM-DD), at `hourUtc`:00 UTC. */
export function reminderDueAt(startDay: string, daysBefore: number, hourUtc: number): Date {
  return new Date(calendarDayStart(startDay, -daysBefore).getTime() + hourUtc * 3_600_000);
}

/** Whole days from `now`'s UTC day to `startDay`: 1 the day before, 0 on the day, negative once begun. */
export function daysUntilTrip(startDay: string, now: Date): number {
  return calendarDaysBetween(calendarDayOf(now), startDay);
}

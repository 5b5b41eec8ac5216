// The "Trip reminder" form's one field: days before check-in as typed, checked with the domain's schema.
import { tripReminderSettingsSchema, type TripReminderSettings } from '@pokerfest/domain';

export type ReminderDaysCheck = { ok: true; settings: TripReminderSettings } | { ok: false; error: string };

export function checkReminderDays(text: string): ReminderDaysCheck {
  const typed = text.trim();
  if (!/^\d+$/.test(typed)) return { ok: false, error: 'Enter a whole number of days from 1 to 90' };
  const parsed = tripReminderSettingsSchema.safeParse({ daysBefore: Number(typed) });
  return parsed.success ? { ok: true, settings: parsed.data } : { ok: false, error: parsed.error.issues[0]?.message ?? 'Enter a whole number of days from 1 to 90' };
}

/** What players get, in the form's own words. */
export function reminderSentence(daysBefore: number): string {
  return `Players get a reminder e-mail ${daysBefore} ${daysBefore === 1 ? 'day' : 'days'} before check-in.`;
}

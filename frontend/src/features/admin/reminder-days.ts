// The "Trip reminder" form's one field: days before check-in as typed, read with the domain's schema.
import { z } from 'zod';
import { tripReminderSettingsSchema, type TripReminderSettings } from '@pokerfest/domain';

/** The form as the input holds it. */
export interface ReminderDaysValues {
  daysBefore: string;
}

const NOT_DAYS = 'Enter a whole number of days from 1 to 90';

/** Whole days as typed (anything else is told what to type), then the domain's range with its own words. */
export const reminderDaysForm = z.object({
  daysBefore: z.string().trim().regex(/^\d+$/, NOT_DAYS).transform(Number).pipe(tripReminderSettingsSchema.shape.daysBefore),
}) satisfies z.ZodType<TripReminderSettings, ReminderDaysValues>;

export const reminderDaysValues = (settings: TripReminderSettings): ReminderDaysValues => ({ daysBefore: String(settings.daysBefore) });

/** What players get, in the form's own words. */
export function reminderSentence(daysBefore: number): string {
  return `Players get a reminder e-mail ${daysBefore} ${daysBefore === 1 ? 'day' : 'days'} before check-in.`;
}

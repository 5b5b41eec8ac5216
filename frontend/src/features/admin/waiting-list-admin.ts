// Admin's waiting-list forms as typed (issue 19): moving an entry (a position and a reason, which the
// list's history keeps) and the hours an offer holds its unit, each read with the list's schema.
import { z } from 'zod';
import { moveWaitingEntrySchema, waitingListSettingsSchema, type MoveWaitingEntryBody, type WaitingListSettings } from '../waiting-list';

const WHOLE = /^\d+$/;

/** The move form as its inputs hold it. */
export interface MoveEntryValues {
  position: string;
  reason: string;
}

/** A place inside the list as it is now (the schema only knows "from 1", the server checks the rest), and the schema's reason. */
export function moveEntryForm(entryCount: number) {
  const last = Math.max(1, entryCount);
  const notAPlace = `Enter a position from 1 to ${last}`;
  return z.object({
    position: z
      .string()
      .trim()
      .regex(WHOLE, notAPlace)
      .transform(Number)
      .refine((position) => position >= 1 && position <= last, notAPlace),
    reason: moveWaitingEntrySchema.shape.reason,
  }) satisfies z.ZodType<MoveWaitingEntryBody, MoveEntryValues>;
}

/** The offer hours form as its input holds it. */
export interface OfferHoursValues {
  offerHours: string;
}

const NOT_HOURS = 'Enter a whole number of hours from 1 to 168';
const areOfferHours = (hours: number) => waitingListSettingsSchema.shape.offerHours.safeParse(hours).success;

/** Whole hours that the schema takes; one sentence for every refusal, as the schema's own messages name no unit. */
export const offerHoursForm = z.object({
  offerHours: z.string().trim().regex(WHOLE, NOT_HOURS).transform(Number).refine(areOfferHours, NOT_HOURS),
}) satisfies z.ZodType<WaitingListSettings, OfferHoursValues>;

export const offerHoursValues = (settings: WaitingListSettings): OfferHoursValues => ({ offerHours: String(settings.offerHours) });

/** What the setting does, in the form's own words. */
export function offerHoursSentence(offerHours: number): string {
  return `Waiting list offers hold the room for ${offerHours} ${offerHours === 1 ? 'hour' : 'hours'}.`;
}

/** A list's heading line: the item and what is left of it and set aside for the list. */
export function waitingListSummary(list: { remaining: number | null; reserved: number; entries: readonly unknown[] }): string {
  const remaining = list.remaining === null ? 'unlimited' : `${list.remaining} left`;
  const waiting = `${list.entries.length} ${list.entries.length === 1 ? 'entry' : 'entries'}`;
  return `${remaining} · ${list.reserved} held for the list · ${waiting}`;
}

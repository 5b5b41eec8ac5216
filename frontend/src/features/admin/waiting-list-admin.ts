// Admin's waiting-list forms as typed (issue 19): moving an entry (a position and a reason, which the
// list's history keeps) and the hours an offer holds its unit, each checked with the list's schema.
import { moveWaitingEntrySchema, waitingListSettingsSchema, type MoveWaitingEntryBody, type WaitingListSettings } from '../waiting-list';

export type MoveCheck = { ok: true; body: MoveWaitingEntryBody } | { ok: false; errors: { position?: string; reason?: string } };

export function checkMove(positionText: string, reason: string, entryCount: number): MoveCheck {
  const typed = positionText.trim();
  const last = Math.max(1, entryCount);
  const errors: { position?: string; reason?: string } = {};
  if (!/^\d+$/.test(typed) || Number(typed) < 1 || Number(typed) > last) errors.position = `Enter a position from 1 to ${last}`;
  const parsed = moveWaitingEntrySchema.safeParse({ position: Number(typed), reason });
  if (!parsed.success) errors.reason = parsed.error.issues.find((issue) => issue.path[0] === 'reason')?.message;
  if (errors.position || errors.reason || !parsed.success) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}

export type OfferHoursCheck = { ok: true; settings: WaitingListSettings } | { ok: false; error: string };

export function checkOfferHours(text: string): OfferHoursCheck {
  const typed = text.trim();
  const wrong = 'Enter a whole number of hours from 1 to 168';
  if (!/^\d+$/.test(typed)) return { ok: false, error: wrong };
  const parsed = waitingListSettingsSchema.safeParse({ offerHours: Number(typed) });
  // one sentence for every refusal: the schema's own messages name no unit
  return parsed.success ? { ok: true, settings: parsed.data } : { ok: false, error: wrong };
}

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

import { z } from 'zod';
import { recordId, wholeNumber } from '../shared/input';

// POST /api/orders/{id}/change-quote: cancel the whole booking, or change its parts. A quote
// changes nothing; POST /api/orders/{id}/changes confirms exactly one quote by its id.

const id = recordId();
const ids = (what: string) => z.array(id).max(50, `At most 50 ${what} per change`).default([]);

export const MAX_STAY_NIGHTS = 60;

export const cancelRequestSchema = z.strictObject({ cancel: z.literal(true, { message: 'cancel must be true' }) });

export const partsChangeSchema = z
  .strictObject({
    /** The new number of nights; check-in stays, check-out moves. */
    nights: wholeNumber({ min: 1, max: MAX_STAY_NIGHTS, notWhole: 'Nights must be a whole number', tooSmall: 'A stay is at least one night', tooLarge: `At most ${MAX_STAY_NIGHTS} nights` }).optional(),
    removeTournaments: ids('tournaments'),
    /** An id repeated n times removes n of that extra. */
    removeExtras: ids('extras'),
    /** Seats added are bought online where the tournament allows it, else reserved to pay at the venue. */
    addTournaments: ids('tournaments'),
    addExtras: ids('extras'),
  })
  .refine((change) => change.nights !== undefined || change.removeTournaments.length + change.removeExtras.length + change.addTournaments.length + change.addExtras.length > 0, {
    message: 'Nothing to change: name the nights, or tournaments or extras to add or remove, or cancel',
  });

export const changeRequestSchema = z.union([cancelRequestSchema, partsChangeSchema], {
  error: 'Send { "cancel": true } or the parts to change (nights, removeTournaments, removeExtras, addTournaments, addExtras)',
});
export type ChangeRequest = z.output<typeof changeRequestSchema>;
export type PartsChange = z.output<typeof partsChangeSchema>;

export function isCancellation(request: ChangeRequest): request is z.output<typeof cancelRequestSchema> {
  return 'cancel' in request;
}

/** POST /api/orders/{id}/changes. */
export const confirmChangeSchema = z.strictObject({ quoteId: z.uuid('quoteId must be a quote id') });
export type ConfirmChangeRequest = z.output<typeof confirmChangeSchema>;

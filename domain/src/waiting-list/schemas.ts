import { z } from 'zod';
import { multiLineText, recordId, singleLineText, wholeNumber } from '../shared/input';

// The waiting list's calls, shared by the API, its OpenAPI document and the SPA's forms.

const nights = wholeNumber({ min: 1, max: 60, notWhole: 'Nights must be a whole number', tooSmall: 'Nights must be at least 1', tooLarge: 'At most 60 nights' });

/** POST /api/waiting-list: a room type (with the nights wanted, if known) or a tournament. */
export const joinWaitingListSchema = z.union([
  z.strictObject({ accommodationId: recordId('accommodationId must be a room type id'), nights: nights.nullable().optional() }),
  z.strictObject({ tournamentId: recordId('tournamentId must be a tournament id') }),
]);
export type JoinWaitingListInput = z.input<typeof joinWaitingListSchema>;
export type JoinWaitingListRequest = z.output<typeof joinWaitingListSchema>;

/** POST /api/waiting-list/leave: the signed token of the e-mail's removal link. */
export const leaveWaitingListSchema = z.strictObject({ token: singleLineText(200, { required: 'token is required' }).min(1, 'token is required') });

/** POST /api/admin/waiting-lists/entries/{id}/move. */
export const moveWaitingEntrySchema = z.strictObject({
  position: wholeNumber({ min: 1, max: 100_000, message: 'position must be a whole number from 1' }),
  reason: multiLineText(500, { required: 'Please give a reason', tooLong: 'The reason can be at most 500 characters' }).min(1, 'Please give a reason'),
});
export type MoveWaitingEntryRequest = z.output<typeof moveWaitingEntrySchema>;

/** GET /api/admin/waiting-lists?festivalId= */
export const adminWaitingListsQuery = z.strictObject({ festivalId: singleLineText(100, { required: 'festivalId is required' }).min(1, 'festivalId is required') });

/** An entry's id in a path: anything else than a uuid is simply not found. */
export const waitingEntryParams = z.strictObject({ id: z.uuid('Not a waiting-list entry id') });

/** Admin → Settings → Waiting list: how long an offer holds its unit. */
export const waitingListSettingsSchema = z.strictObject({
  offerHours: wholeNumber({ min: 1, max: 168, message: 'Offer hours must be a whole number from 1 to 168' }),
});
export type WaitingListSettings = z.output<typeof waitingListSettingsSchema>;
export const DEFAULT_WAITING_LIST_SETTINGS: WaitingListSettings = { offerHours: 12 };

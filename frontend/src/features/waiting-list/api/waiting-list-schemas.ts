// The waiting list's API shapes (issue 19 contract, "API (exact)"). Helper wl-core defines them in
// domain/src/waiting-list/ (views.ts, schemas.ts) on its own branch; the schemas below copy those,
// names and rules alike, until the merge.
// LEAD: on merging, replace the schema block with
//   export { adminWaitingListSchema, adminWaitingListsSchema, leftWaitingListSchema, moveWaitingEntrySchema,
//     waitingEntryViewSchema, waitingListSettingsSchema, waitingListSettingsViewSchema, waitingOfferViewSchema } from '@pokerfest/domain';
// (plus an import of those used by the derived types) and keep the derived types at the end.
import { multiLineText, wholeNumber } from '@pokerfest/domain';
import { z } from 'zod';

// --- schema block: copies of wl-core's domain schemas ---

const itemKind = z.enum(['accommodation', 'tournament']);

export const waitingOfferViewSchema = z.object({ id: z.string(), expiresAt: z.string(), checkoutUrl: z.string() });

/** A player's place on one list (POST/GET /api/waiting-list). */
export const waitingEntryViewSchema = z.object({
  id: z.string(),
  itemKind,
  itemId: z.number(),
  itemName: z.string(),
  festivalId: z.string(),
  festivalName: z.string(),
  nights: z.number().nullable(),
  position: z.number(),
  status: z.enum(['waiting', 'offered']),
  offer: waitingOfferViewSchema.nullable(),
  joinedAt: z.string(),
});

/** POST /api/waiting-list/leave */
export const leftWaitingListSchema = z.object({ left: z.literal(true), itemName: z.string() });

/** One item's list as the admin sees it: who waits in which order, the open offers, and what happened. */
export const adminWaitingListSchema = z.object({
  itemKind,
  itemId: z.number(),
  itemName: z.string(),
  remaining: z.number().nullable(),
  reserved: z.number(),
  entries: z.array(
    z.object({
      id: z.string(),
      position: z.number(),
      userId: z.number(),
      name: z.string(),
      email: z.string(),
      status: z.enum(['waiting', 'offered']),
      joinedAt: z.string(),
      offer: z.object({ id: z.string(), expiresAt: z.string() }).nullable(),
    }),
  ),
  history: z.array(z.object({ at: z.string(), text: z.string() })),
});
export const adminWaitingListsSchema = z.array(adminWaitingListSchema);

export const waitingListSettingsViewSchema = z.object({ settings: z.object({ offerHours: z.number() }), version: z.number().nullable() });

/** POST /api/admin/waiting-lists/entries/{id}/move. */
export const moveWaitingEntrySchema = z.strictObject({
  position: wholeNumber({ min: 1, max: 100_000, message: 'position must be a whole number from 1' }),
  reason: multiLineText(500, { required: 'Please give a reason', tooLong: 'The reason can be at most 500 characters' }).min(1, 'Please give a reason'),
});

/** Admin → Settings → Waiting list: how long an offer holds its unit. */
export const waitingListSettingsSchema = z.strictObject({
  offerHours: wholeNumber({ min: 1, max: 168, message: 'Offer hours must be a whole number from 1 to 168' }),
});

// --- derived types: the SPA's names for the shapes above (they stay after the merge) ---

export type WaitingItemKind = z.infer<typeof itemKind>;
export type WaitingOfferView = z.infer<typeof waitingOfferViewSchema>;
export type WaitingEntryView = z.infer<typeof waitingEntryViewSchema>;
export type LeftWaitingListView = z.infer<typeof leftWaitingListSchema>;
export type AdminWaitingListView = z.infer<typeof adminWaitingListSchema>;
export type AdminWaitingEntryView = AdminWaitingListView['entries'][number];
export type WaitingListSettingsView = z.infer<typeof waitingListSettingsViewSchema>;
export type MoveWaitingEntryBody = z.output<typeof moveWaitingEntrySchema>;
export type WaitingListSettings = z.output<typeof waitingListSettingsSchema>;

/** POST /api/waiting-list: one item, a room with the nights wanted. */
export type JoinWaitingListBody = { accommodationId: number; nights?: number } | { tournamentId: number };

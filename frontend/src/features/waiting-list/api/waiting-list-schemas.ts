// The waiting list's API shapes (issue 19 contract, "API (exact)"). Helper wl-core builds the same
// schemas in domain/src/waiting-list/ on its own branch; these stand in for them until the merge.
// LEAD: when merging, import waitingEntryViewSchema & co from '@pokerfest/domain' and delete this file.
import { z } from 'zod';

const itemKindSchema = z.enum(['accommodation', 'tournament']);
export type WaitingItemKind = z.infer<typeof itemKindSchema>;

export const waitingOfferViewSchema = z.object({ id: z.string(), expiresAt: z.string(), checkoutUrl: z.string() });
export type WaitingOfferView = z.infer<typeof waitingOfferViewSchema>;

export const waitingEntryViewSchema = z.object({
  id: z.string(),
  itemKind: itemKindSchema,
  itemId: z.number().int(),
  itemName: z.string(),
  festivalId: z.string(),
  festivalName: z.string(),
  nights: z.number().int().nullable(),
  position: z.number().int(),
  status: z.enum(['waiting', 'offered']),
  offer: waitingOfferViewSchema.nullable(),
  joinedAt: z.string(),
});
export type WaitingEntryView = z.infer<typeof waitingEntryViewSchema>;

/** POST /api/waiting-list: one item, a room with the nights wanted. */
export type JoinWaitingListBody = { accommodationId: number; nights?: number } | { tournamentId: number };

export const leftWaitingListViewSchema = z.object({ left: z.literal(true), itemName: z.string() });
export type LeftWaitingListView = z.infer<typeof leftWaitingListViewSchema>;

export const adminWaitingEntryViewSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  status: z.string(),
  joinedAt: z.string(),
  offer: z.object({ id: z.string(), expiresAt: z.string() }).nullable(),
});
export type AdminWaitingEntryView = z.infer<typeof adminWaitingEntryViewSchema>;

export const adminWaitingListViewSchema = z.object({
  itemKind: itemKindSchema,
  itemId: z.number().int(),
  itemName: z.string(),
  remaining: z.number().int().nullable(),
  reserved: z.number().int(),
  entries: z.array(adminWaitingEntryViewSchema),
  history: z.array(z.object({ at: z.string(), text: z.string() })),
});
export type AdminWaitingListView = z.infer<typeof adminWaitingListViewSchema>;

export const moveWaitingEntrySchema = z.object({
  position: z.number().int().min(1, 'Enter a position of 1 or more'),
  reason: z.string().trim().min(1, 'Give a reason for the move').max(500, 'At most 500 characters'),
});
export type MoveWaitingEntryBody = z.infer<typeof moveWaitingEntrySchema>;

export const waitingListSettingsSchema = z.object({
  offerHours: z.number().int().min(1, 'At least 1 hour').max(168, 'At most 168 hours (a week)'),
});
export type WaitingListSettings = z.infer<typeof waitingListSettingsSchema>;

export interface WaitingListSettingsView {
  settings: WaitingListSettings;
  /** The saved version; null while the default applies. */
  version: number | null;
}

// The waiting list's API shapes come from the domain (domain/src/waiting-list), as every answer's
// schema does; the names below are the SPA's for them.
import {
  adminWaitingListSchema,
  adminWaitingListsSchema,
  leftWaitingListSchema,
  moveWaitingEntrySchema,
  waitingEntryViewSchema,
  waitingListSettingsSchema,
  waitingListSettingsViewSchema,
  waitingOfferViewSchema,
} from '@pokerfest/domain';
import type { z } from 'zod';

export {
  adminWaitingListSchema,
  adminWaitingListsSchema,
  leftWaitingListSchema,
  moveWaitingEntrySchema,
  waitingEntryViewSchema,
  waitingListSettingsSchema,
  waitingListSettingsViewSchema,
  waitingOfferViewSchema,
};

// --- derived types: the SPA's names for the shapes above (they stay after the merge) ---

export type WaitingItemKind = z.infer<typeof waitingEntryViewSchema>['itemKind'];
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

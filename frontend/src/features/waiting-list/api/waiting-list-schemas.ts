// The waiting list's API shapes are the domain's (domain/src/waiting-list): the SPA parses every
// answer with them. The names below are the SPA's for their types.
import type { z } from 'zod';
import type { adminWaitingListSchema, JoinWaitingListInput, leftWaitingListSchema, moveWaitingEntrySchema, waitingListSettingsViewSchema, waitingOfferViewSchema } from '@pokerfest/domain';

export {
  adminWaitingListSchema,
  adminWaitingListsSchema,
  leftWaitingListSchema,
  moveWaitingEntrySchema,
  waitingEntryViewSchema,
  waitingListSettingsSchema,
  waitingListSettingsViewSchema,
  waitingOfferViewSchema,
} from '@pokerfest/domain';
export type { WaitingEntryView, WaitingItemKind, WaitingListSettings } from '@pokerfest/domain';

export type WaitingOfferView = z.infer<typeof waitingOfferViewSchema>;
export type LeftWaitingListView = z.infer<typeof leftWaitingListSchema>;
export type AdminWaitingListView = z.infer<typeof adminWaitingListSchema>;
export type AdminWaitingEntryView = AdminWaitingListView['entries'][number];
export type WaitingListSettingsView = z.infer<typeof waitingListSettingsViewSchema>;
export type MoveWaitingEntryBody = z.output<typeof moveWaitingEntrySchema>;

/** POST /api/waiting-list: one item, a room with the nights wanted. */
export type JoinWaitingListBody = JoinWaitingListInput;

import { z } from 'zod';

// What the waiting-list calls answer.

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
export type WaitingEntryView = z.infer<typeof waitingEntryViewSchema>;

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
export type AdminWaitingList = z.infer<typeof adminWaitingListSchema>;
export const adminWaitingListsSchema = z.array(adminWaitingListSchema);

export const waitingListSettingsViewSchema = z.object({ settings: z.object({ offerHours: z.number() }), version: z.number().nullable() });

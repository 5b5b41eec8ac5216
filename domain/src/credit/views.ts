import { z } from 'zod';
import { amountWithCents } from '../shared/amount-view';

const int = z.number().int();

export const creditEntryKinds = ['granted', 'deducted', 'used', 'returned', 'refunded'] as const;
export type CreditEntryKind = (typeof creditEntryKinds)[number];

/** One line of a player's credit ledger; `amount` is signed (used and deducted are negative). */
export const creditEntryViewSchema = z.object({
  id: int,
  kind: z.enum(creditEntryKinds),
  ...amountWithCents('amount'),
  reason: z.string(),
  orderId: z.string().nullable(),
  /** When a grant lapses; null for the others and for grants that never lapse. */
  expiresAt: z.string().nullable(),
  /** What is left of a grant (null for the other entries). */
  remaining: z.number().nullable(),
  createdAt: z.string(),
  /** Who made an admin's entry (admin views only). */
  adminId: int.nullable(),
});
export type CreditEntryView = z.infer<typeof creditEntryViewSchema>;

/** GET /api/credit (and the admin's GET /api/admin/users/{id}/credit). */
export const creditViewSchema = z.object({
  ...amountWithCents('balance'),
  currency: z.string(),
  entries: z.array(creditEntryViewSchema),
});
export type CreditView = z.infer<typeof creditViewSchema>;

import { z } from 'zod';
import { amountWithCents } from '../shared/amount-view';
import { discountTypes, voucherTargets } from './voucher';

const int = z.number().int();

/** A code in Admin → Vouchers: its terms, its uses and the revenue its paid orders brought. */
export const voucherViewSchema = z.object({
  id: int,
  code: z.string(),
  discountType: z.enum(discountTypes),
  /** The percentage, or the amount in major units. */
  value: z.number(),
  appliesTo: z.enum(voucherTargets),
  productId: z.string().nullable(),
  maxUses: int.nullable(),
  maxUsesPerPlayer: int,
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  ...amountWithCents('minTotal'),
  agentId: int.nullable(),
  active: z.boolean(),
  /** Orders holding a use now: placed and not given back (unpaid ones that expire or are cancelled give theirs back). */
  uses: int,
  /** Uses by paid orders. */
  paidUses: int,
  /** What the paid orders carrying the code total (after their discounts), less refunds. */
  ...amountWithCents('revenue'),
  currency: z.string(),
  createdAt: z.string(),
});
export type VoucherView = z.infer<typeof voucherViewSchema>;

import { z } from 'zod';
import { dayOrInstant, instantOf, majorAmount, recordId, singleLineText, urlKey, wholeNumber } from '../shared/input';
import { discountTypes, voucherTargets } from './voucher';

// Admin → Vouchers (issue 32): the bodies of POST /api/admin/vouchers and PATCH /api/admin/vouchers/{id}.
// Amounts are in major units, as the form shows them; a percentage has up to two decimals.

/** Letters, digits, '-' and '_', 3–40 of them once trimmed; stored upper-case. */
const voucherCode = singleLineText(60, { required: 'Please enter a code' })
  .transform((value) => value.trim().toUpperCase())
  .refine((value) => /^[A-Z0-9_-]{3,40}$/.test(value), 'A code is 3 to 40 letters, digits, - or _');

/** An instant (ISO date-time with its offset), or a day: from its start, or until its end (UTC). */
const moment = (message: string) => dayOrInstant(message).nullable().optional();

const voucherFields = {
  discountType: z.enum(discountTypes, { message: "discountType must be 'percent' or 'amount'" }),
  /** A percentage (0.01–100) for 'percent'; an amount in major units for 'amount'. */
  value: majorAmount(0.01, 'Please enter a discount above 0'),
  appliesTo: z.enum(voucherTargets, { message: "appliesTo must be 'package', 'hotel', 'tournaments' or 'extras'" }),
  /** The festival it is for; null or absent: every festival. */
  productId: urlKey().nullable(),
  /** Null: unlimited. */
  maxUses: wholeNumber({ min: 1, max: 1_000_000, message: 'Uses must be a whole number of at least 1' }).nullable(),
  maxUsesPerPlayer: wholeNumber({ min: 1, max: 1000, message: 'Uses per player must be a whole number of at least 1' }),
  validFrom: moment('Please enter a date (YYYY-MM-DD)'),
  validUntil: moment('Please enter a date (YYYY-MM-DD)'),
  /** The smallest package (before discounts) the code is for, major units. */
  minTotal: majorAmount(0, 'The minimum must be 0 or more'),
  agentId: recordId('Please choose an agent').nullable(),
  active: z.boolean({ message: 'active must be true or false' }),
};

function percentInRange(body: { discountType?: string; value?: number }, context: z.RefinementCtx): void {
  if (body.discountType === 'percent' && body.value !== undefined && body.value > 100) {
    context.addIssue({ code: 'custom', path: ['value'], message: 'A percentage is at most 100' });
  }
}

function windowInOrder(body: { validFrom?: string | null; validUntil?: string | null }, context: z.RefinementCtx): void {
  if (!body.validFrom || !body.validUntil) return;
  // (refinements run on fields that failed too: only compare two real moments)
  const from = Date.parse(body.validFrom);
  const until = Date.parse(body.validUntil);
  if (Number.isNaN(from) || Number.isNaN(until)) return;
  if (instantOf(body.validFrom, 'start') > instantOf(body.validUntil, 'end')) context.addIssue({ code: 'custom', path: ['validUntil'], message: 'The last day must not be before the first' });
}

export const createVoucherSchema = z
  .strictObject({
    code: voucherCode,
    ...voucherFields,
    appliesTo: voucherFields.appliesTo.default('package'),
    productId: voucherFields.productId.default(null),
    maxUses: voucherFields.maxUses.default(null),
    maxUsesPerPlayer: voucherFields.maxUsesPerPlayer.default(1),
    minTotal: voucherFields.minTotal.default(0),
    agentId: voucherFields.agentId.default(null),
    active: voucherFields.active.default(true),
  })
  .superRefine(percentInRange)
  .superRefine(windowInOrder);
export type CreateVoucherInput = z.input<typeof createVoucherSchema>;
export type CreateVoucherRequest = z.output<typeof createVoucherSchema>;

/** Any of the fields but the code; `discountType` and `value` go together. */
export const updateVoucherSchema = z
  .strictObject({
    discountType: voucherFields.discountType.optional(),
    value: voucherFields.value.optional(),
    appliesTo: voucherFields.appliesTo.optional(),
    productId: voucherFields.productId.optional(),
    maxUses: voucherFields.maxUses.optional(),
    maxUsesPerPlayer: voucherFields.maxUsesPerPlayer.optional(),
    validFrom: voucherFields.validFrom,
    validUntil: voucherFields.validUntil,
    minTotal: voucherFields.minTotal.optional(),
    agentId: voucherFields.agentId.optional(),
    active: voucherFields.active.optional(),
  })
  .superRefine((body, context) => {
    if ((body.discountType === undefined) !== (body.value === undefined)) context.addIssue({ code: 'custom', path: ['value'], message: 'Please give the discount type and its value together' });
    if (Object.keys(body).length === 0) context.addIssue({ code: 'custom', path: [], message: 'Nothing to change' });
  })
  .superRefine(percentInRange)
  .superRefine(windowInOrder);
export type UpdateVoucherRequest = z.output<typeof updateVoucherSchema>;

/** GET /api/admin/vouchers?active=true|false */
export const adminVouchersQuery = z.strictObject({
  active: z.enum(['true', 'false'], { message: "active must be 'true' or 'false'" }).optional(),
});

/** A code as a player types it: trimmed and matched without regard to case. */
export const voucherCodeInput = singleLineText(60, { tooLong: 'We do not know this code. Please check it and try again.' })
  .transform((value) => value.trim())
  .pipe(z.string().max(40, 'We do not know this code. Please check it and try again.'));


// The cancellation policy editor's tiers as its inputs hold them (text), read with the domain's own
// schema, so the editor refuses exactly what the server does, with the same words, each message on
// the field it is about. The rows are shaped like the policy's tiers, so a message's path is the
// name of its field.
import { z } from 'zod';
import { cancellationPolicySchema, componentKinds, policyTierSchema, type CancellationPolicy, type ComponentKind } from '@pokerfest/domain';

/** One tier as typed: whole days from and to (blank: "or more"), and a refund percentage per kind. */
export interface PolicyRow {
  minDays: string;
  maxDays: string;
  refundPercent: Record<ComponentKind, string>;
}

export interface PolicyFormValues {
  tiers: PolicyRow[];
}

// the split that "Add tier" makes when the policy is a single open-ended tier
const FIRST_SPLIT_DAYS = 14;
const NOT_A_NUMBER = 'Enter a whole number';

/** A number field: blank is named with `blank`, text that is no number with NOT_A_NUMBER; the tier's schema says the rest. */
const typedNumber = (blank: string) => z.string().trim().min(1, blank).transform(Number).pipe(z.number({ error: NOT_A_NUMBER }));

const percentOf = policyTierSchema.shape.refundPercent.shape;
const percentField = (kind: ComponentKind) => typedNumber('Enter a percentage from 0 to 100').pipe(percentOf[kind]);

const rowForm = z.object({
  minDays: typedNumber('Enter the first day of this tier').pipe(policyTierSchema.shape.minDays),
  maxDays: z
    .string()
    .trim()
    .transform((typed) => (typed === '' ? null : Number(typed)))
    .pipe(z.number({ error: NOT_A_NUMBER }).nullable())
    .pipe(policyTierSchema.shape.maxDays),
  refundPercent: z.object({ hotel: percentField('hotel'), tournaments: percentField('tournaments'), extras: percentField('extras') }),
});

/**
 * Each field on its own first, then the whole policy (tiers that meet, the first open-ended, the last
 * reaching 0 days), whose messages wait until every field reads as a number in range.
 */
export const policyForm = z.object({ tiers: z.array(rowForm) }).pipe(cancellationPolicySchema) satisfies z.ZodType<CancellationPolicy, PolicyFormValues>;

const rowOf = (minDays: number, maxDays: number | null, refundPercent: Record<ComponentKind, number | string>): PolicyRow => ({
  minDays: String(minDays),
  maxDays: maxDays === null ? '' : String(maxDays),
  refundPercent: Object.fromEntries(componentKinds.map((kind) => [kind, String(refundPercent[kind])])) as Record<ComponentKind, string>,
});

export function policyFormValues(policy: CancellationPolicy): PolicyFormValues {
  return { tiers: policy.tiers.map((tier) => rowOf(tier.minDays, tier.maxDays, tier.refundPercent)) };
}

/** A typed number, or NaN for anything else. */
function numberOf(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** What "Add tier" does: the latest tier's new row when it is split, and the tier added after it. */
export interface TierAdded {
  latest?: PolicyRow;
  added: PolicyRow;
}

/**
 * A new, latest tier: the last one is split in two, the later half given the same refunds, so the
 * policy stays whole. A last tier of a single day cannot be split: a blank row is added for the admin to fill.
 */
export function tierAdded(rows: readonly PolicyRow[]): TierAdded {
  const last = rows.at(-1);
  const blank = rowOf(0, null, { hotel: '', tournaments: '', extras: '' });
  if (!last) return { added: blank };
  const from = numberOf(last.minDays);
  const to = last.maxDays.trim() === '' ? null : numberOf(last.maxDays);
  const upper = to ?? (from === 0 ? FIRST_SPLIT_DAYS * 2 - 1 : Number.NaN);
  if (from !== 0 || !Number.isInteger(upper) || upper < 1) return { added: blank };
  const split = Math.ceil((upper + 1) / 2);
  return { latest: { ...last, minDays: String(split), maxDays: to === null ? '' : String(to) }, added: { ...last, minDays: '0', maxDays: String(split - 1) } };
}

/** Which tier takes the days of a removed one, and its row then (its index is the one before the removal). */
export interface TierRemoved {
  neighbour: number;
  row: PolicyRow;
}

/** Drops a tier; its days go to its neighbour (the later one for the first tier, else the earlier one). Never the only tier. */
export function tierRemoved(rows: readonly PolicyRow[], index: number): TierRemoved | undefined {
  const removed = rows[index];
  if (rows.length <= 1 || !removed) return undefined;
  if (index === 0) return { neighbour: 1, row: { ...rows[1]!, maxDays: '' } };
  return { neighbour: index - 1, row: { ...rows[index - 1]!, minDays: removed.minDays } };
}

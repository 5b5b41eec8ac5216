// The cancellation policy editor's rows (text, as the inputs hold them) to and from the policy. The
// rows are checked with the domain's own schema, so the editor refuses exactly what the server does,
// with the same words; each message lands on the field it is about.
import { cancellationPolicySchema, type CancellationPolicy, type ComponentKind, type PolicyTier } from '@pokerfest/domain';

export type PolicyRowField = 'fromDays' | 'toDays' | ComponentKind;

/** One tier as typed: whole days from and to (blank: "or more"), and a refund percentage per kind. */
export type PolicyRow = Record<PolicyRowField, string>;

export type RowErrors = Partial<Record<PolicyRowField, string>>;

export type RowsCheck =
  | { ok: true; policy: CancellationPolicy }
  | { ok: false; rowErrors: RowErrors[]; formError?: string };

const WHOLE = /^\d+$/;
// the split that "Add tier" makes when the policy is a single open-ended tier
const FIRST_SPLIT_DAYS = 14;

export function rowsOfPolicy(policy: CancellationPolicy): PolicyRow[] {
  return policy.tiers.map((tier) => ({
    fromDays: String(tier.minDays),
    toDays: tier.maxDays === null ? '' : String(tier.maxDays),
    hotel: String(tier.refundPercent.hotel),
    tournaments: String(tier.refundPercent.tournaments),
    extras: String(tier.refundPercent.extras),
  }));
}

/** A typed number, or NaN for anything else (the schema then names the field). */
function numberOf(text: string): number {
  const trimmed = text.trim();
  return WHOLE.test(trimmed) ? Number(trimmed) : trimmed === '' ? Number.NaN : Number(trimmed);
}

function tierOfRow(row: PolicyRow): PolicyTier {
  const toDays = row.toDays.trim();
  return {
    minDays: numberOf(row.fromDays),
    maxDays: toDays === '' ? null : numberOf(toDays),
    refundPercent: { hotel: numberOf(row.hotel), tournaments: numberOf(row.tournaments), extras: numberOf(row.extras) },
  };
}

const FIELD_OF_PATH: Readonly<Record<string, PolicyRowField>> = { minDays: 'fromDays', maxDays: 'toDays', hotel: 'hotel', tournaments: 'tournaments', extras: 'extras' };

function emptyText(field: PolicyRowField, row: PolicyRow): string | undefined {
  if (row[field].trim() !== '') return undefined;
  return field === 'fromDays' ? 'Enter the first day of this tier' : 'Enter a percentage from 0 to 100';
}

/** The rows as a policy, or each row's field messages and a message for the whole policy. */
export function checkRows(rows: readonly PolicyRow[]): RowsCheck {
  const parsed = cancellationPolicySchema.safeParse({ tiers: rows.map(tierOfRow) });
  if (parsed.success) return { ok: true, policy: parsed.data };
  const rowErrors: RowErrors[] = rows.map(() => ({}));
  let formError: string | undefined;
  for (const issue of parsed.error.issues) {
    const [, index, ...rest] = issue.path;
    const field = FIELD_OF_PATH[String(rest.at(-1))];
    const errors = typeof index === 'number' ? rowErrors[index] : undefined;
    if (!errors || !field) {
      formError ??= issue.message;
      continue;
    }
    const row = rows[index as number]!;
    errors[field] ??= emptyText(field, row) ?? (Number.isNaN(numberOf(row[field])) ? 'Enter a whole number' : issue.message);
  }
  return { ok: false, rowErrors, formError };
}

function rangeOf(row: PolicyRow): { from: number; to: number | null } {
  const to = row.toDays.trim();
  return { from: numberOf(row.fromDays), to: to === '' ? null : numberOf(to) };
}

function withRange(row: PolicyRow, from: number, to: number | null): PolicyRow {
  return { ...row, fromDays: String(from), toDays: to === null ? '' : String(to) };
}

/**
 * A new, latest tier: the last one is split in two, the later half given the same refunds, so the
 * policy stays whole. A last tier of a single day cannot be split: a blank row is added for the admin to fill.
 */
export function withTierAdded(rows: readonly PolicyRow[]): PolicyRow[] {
  const last = rows.at(-1);
  const blank: PolicyRow = { fromDays: '0', toDays: '', hotel: '', tournaments: '', extras: '' };
  if (!last) return [blank];
  const { from, to } = rangeOf(last);
  const upper = to ?? (from === 0 ? FIRST_SPLIT_DAYS * 2 - 1 : Number.NaN);
  if (from !== 0 || !Number.isInteger(upper) || upper < 1) return [...rows, blank];
  const split = Math.ceil((upper + 1) / 2);
  return [...rows.slice(0, -1), withRange(last, split, to), withRange(last, 0, split - 1)];
}

/** Drops a tier; its days go to its neighbour (the later one for the first tier, else the earlier one). */
export function withTierRemoved(rows: readonly PolicyRow[], index: number): PolicyRow[] {
  if (rows.length <= 1 || index < 0 || index >= rows.length) return [...rows];
  const removed = rows[index]!;
  const next = [...rows];
  next.splice(index, 1);
  if (index === 0) next[0] = { ...next[0]!, toDays: '' };
  else next[index - 1] = { ...next[index - 1]!, fromDays: removed.fromDays };
  return next;
}

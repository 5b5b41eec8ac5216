import type { ColumnType, JSONColumnType } from 'kysely';

export type PaymentRepairKind = 'verdict-recovered' | 'refund-timer-rearmed' | 'intent-without-order';

/** One row per gap a payment check found and closed (or, for an intent of no known order, reported). */
export interface PaymentRepairsTable {
  kind: PaymentRepairKind;
  /** The intent, or the refund's key: a gap found twice is one repair. */
  subject: string;
  order_id: string | null;
  detail: JSONColumnType<Record<string, unknown>, string, string>;
  repaired_at: ColumnType<Date, Date | undefined, never>;
}

import { sql } from 'kysely';
import type { Db } from '../db';
import type { PaymentRepairKind } from '../db/tables/payment-repairs';

// The operator's view of the payment safety nets (issue 27): what they repaired, and a refund that
// is requested but has nobody to ask the provider for it. Read by /api/ready and the metrics.

/** The timer kind that asks the provider for one requested refund, keyed by the refund's key (or its intent's). */
export const PAYMENT_REFUND_TIMER_KIND = 'payment-refund';

export const PAYMENT_REPAIR_KINDS: readonly PaymentRepairKind[] = ['verdict-recovered', 'refund-timer-rearmed', 'intent-without-order'];

/**
 * RefundRequested events without their timer row; the key is the one the order's reaction arms.
 * Tournament credit given back (`credit-…` payments) goes to the player's credit in the order's own
 * transaction, never to the provider: it has no timer.
 */
const refundsWithoutTimer = sql`
  FROM es_events e
 WHERE e.event_type = 'RefundRequested'
   AND e.data->>'intentId' NOT LIKE 'credit-%'
   AND NOT EXISTS (SELECT 1 FROM scheduled_timers t
                    WHERE t.kind = ${PAYMENT_REFUND_TIMER_KIND} AND t.timer_key = coalesce(e.data->>'refundKey', e.data->>'intentId'))`;

export interface LostRefund {
  streamId: string;
  data: { intentId: string; amountCents: number; reason: string; refundKey?: string };
}

/** The oldest requested refunds that have no timer, at most `limit`. */
export async function lostRefunds(db: Db, limit: number): Promise<LostRefund[]> {
  const { rows } = await sql<{ stream_id: string; data: LostRefund['data'] }>`SELECT e.stream_id, e.data ${refundsWithoutTimer} ORDER BY e.global_position LIMIT ${limit}`.execute(db);
  return rows.map((row) => ({ streamId: row.stream_id, data: row.data }));
}

export interface PaymentIntegrity {
  /** Requested refunds nobody will ask the provider for (0 unless one was lost since the last check). */
  refundsWithoutTimer: number;
  /** Repairs made since `since`, by kind. */
  repairs: Record<PaymentRepairKind, number>;
}

export async function paymentIntegrity(db: Db, since: Date | null): Promise<PaymentIntegrity> {
  const [lost, repaired] = await Promise.all([
    sql<{ n: string }>`SELECT count(*) AS n ${refundsWithoutTimer}`.execute(db),
    db
      .selectFrom('payment_repairs')
      .select(['kind', (eb) => eb.fn.countAll<string>().as('n')])
      .$if(since !== null, (query) => query.where('repaired_at', '>=', since!))
      .groupBy('kind')
      .execute(),
  ]);
  const repairs = Object.fromEntries(PAYMENT_REPAIR_KINDS.map((kind) => [kind, 0])) as Record<PaymentRepairKind, number>;
  for (const row of repaired) repairs[row.kind] = Number(row.n);
  return { refundsWithoutTimer: Number(lost.rows[0]?.n ?? 0), repairs };
}

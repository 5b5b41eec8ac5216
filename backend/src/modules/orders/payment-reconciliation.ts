import { sql } from 'kysely';
import { NotFoundError, orderStream } from '@pokerfest/domain';
import { enqueueTimer, lostRefunds, writeDueRow, type PaymentIntentSnapshot, type PaymentProvider, type PaymentRepairKind, type Trx } from '@pokerfest/infra';
import { recordSucceeded, type HoldExpiryDeps } from './hold-expiry';
import { refundTimer } from './reactions';

// The safety nets under the payment paths (issue 27). Each gap they close is written to
// payment_repairs, which /api/ready and the metrics count: a repair is a bug or a crash somewhere.

export type ReconciliationDeps = Omit<HoldExpiryDeps, 'payments'> & { payments: Pick<PaymentProvider, 'listRecentIntents'> };

export interface ReconciliationReport {
  compared: number;
  recovered: number;
  withoutOrder: number;
}

/**
 * Every intent the provider says succeeded in the window, compared with the orders' verdicts: one
 * the order never recorded (a lost delivery, a crash between the charge and the verdict) is
 * recorded now, and the order's rules decide as they would have: confirm a pending order, refund
 * one that expired or was cancelled meanwhile.
 */
export async function reconcilePayments(deps: ReconciliationDeps, now: Date): Promise<ReconciliationReport> {
  const since = new Date(now.getTime() - deps.config.PAYMENT_RECONCILE_WINDOW_MS);
  const intents = (await deps.payments.listRecentIntents(since, deps.config.PAYMENT_RECONCILE_MAX_INTENTS)).filter(
    (intent): intent is PaymentIntentSnapshot & { orderId: string } => intent.status === 'succeeded' && intent.orderId !== null,
  );
  const known = await intentsWithVerdict(deps, intents.map((intent) => intent.orderId));
  const report: ReconciliationReport = { compared: intents.length, recovered: 0, withoutOrder: 0 };
  const failures: unknown[] = [];
  for (const intent of intents.filter((found) => !known.has(found.intentId))) {
    try {
      const result = await recordSucceeded(deps, intent.orderId, intent, {
        correlationId: `reconcile-${intent.intentId}`,
        // the repair row commits with the verdict it recovered, or not at all
        alsoWrite: (trx, events) => (events.length > 0 ? recordRepair(trx, now, 'verdict-recovered', intent.intentId, intent.orderId, { amountCents: intent.amountCents, events: events.map((event) => event.type) }) : Promise.resolve()),
      });
      if (result.events.length > 0) report.recovered += 1;
    } catch (error) {
      // one intent that cannot be recorded (a lock timeout, a refusal) does not stop the others; the run still fails
      if (!(error instanceof NotFoundError)) {
        failures.push(error);
        continue;
      }
      report.withoutOrder += 1;
      await recordRepair(deps.db, now, 'intent-without-order', intent.intentId, intent.orderId, { amountCents: intent.amountCents });
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} paid intents could not be compared with their orders; the next run tries again`);
  return report;
}

/** The intents of these orders that already have a verdict: recorded as paid, or refunded as strays. */
async function intentsWithVerdict(deps: Pick<ReconciliationDeps, 'db'>, orderIds: readonly string[]): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const streams = [...new Set(orderIds)].map((id) => orderStream.format(id));
  const { rows } = await sql<{ intent_id: string }>`
    SELECT DISTINCT data->>'intentId' AS intent_id FROM es_events
     WHERE stream_id = ANY(${streams}::text[]) AND event_type IN ('PaymentSucceeded', 'RefundRequested')`.execute(deps.db);
  return new Set(rows.map((row) => row.intent_id));
}

/** Refunds looked at per run of the lost-refund check. */
const LOST_REFUNDS_PER_RUN = 500;

/**
 * A requested refund is asked of the provider by its timer, written in the same transaction as the
 * request. A request without its timer row was lost (a crash, a bug such as issue 27's floating
 * promise): its timer is armed again; the provider's idempotency key keeps it one refund.
 */
export async function rearmLostRefunds(deps: Pick<ReconciliationDeps, 'db' | 'queue'>, now: Date): Promise<number> {
  const lost = await lostRefunds(deps.db, LOST_REFUNDS_PER_RUN);
  for (const { streamId, data } of lost) {
    const timer = refundTimer(data, now);
    await deps.db.transaction().execute(async (trx) => {
      await writeDueRow(trx, timer);
      await recordRepair(trx, now, 'refund-timer-rearmed', timer.key, orderStream.parse(streamId) ?? null, { intentId: data.intentId, amountCents: data.amountCents });
    });
    await enqueueTimer(deps.queue, timer, now).catch(() => undefined);
  }
  return lost.length;
}

async function recordRepair(db: ReconciliationDeps['db'] | Trx, now: Date, kind: PaymentRepairKind, subject: string, orderId: string | null, detail: Record<string, unknown>): Promise<void> {
  await db
    .insertInto('payment_repairs')
    .values({ kind, subject, order_id: orderId, detail: JSON.stringify(detail), repaired_at: now })
    .onConflict((conflict) => conflict.columns(['kind', 'subject']).doNothing())
    .execute();
}

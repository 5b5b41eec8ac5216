import { ConflictError, NotFoundError } from '@pokerfest/domain';
import { sql } from 'kysely';
import type { Executor } from '../db';
import { lockIntent, newDemoId } from './demo-intents';
import { PaymentProviderError } from './errors';
import type { Refund } from './port';

// The demo provider's refunds in the database: several per intent, one per idempotency key of that
// intent. The caller owns the transaction; refundLocked must run inside one.

export interface DemoRefundRequest {
  intentId: string;
  idempotencyKey: string;
  /** Omitted: what is left of the intent. */
  amountCents?: number;
}

/**
 * Under the intent's row lock, so concurrent refunds of one intent run one after the other: each
 * sees the refunds committed before it, a repeated key finds its refund, and the sum is checked
 * against what the others already took.
 */
export async function refundLocked(trx: Executor, request: DemoRefundRequest, now: Date): Promise<Refund> {
  const intent = await lockIntent(trx, { id: request.intentId });
  if (!intent) throw new NotFoundError('Payment not found');
  const earlier = await findRefund(trx, request);
  if (earlier) {
    if (request.amountCents !== undefined && request.amountCents !== earlier.amountCents) {
      throw new ConflictError('This idempotency key was used for another refund.', { reason: 'idempotency_key_reused' });
    }
    return earlier;
  }
  if (intent.status !== 'succeeded') throw new PaymentProviderError('Only a succeeded payment can be refunded.', 400, 'payment_not_succeeded');
  const left = Number(intent.amount_cents) - (await refundedCents(trx, request.intentId));
  const amountCents = request.amountCents ?? left;
  if (left <= 0) throw new PaymentProviderError('The payment is already refunded in full.', 400, 'refund_exceeds_payment');
  if (amountCents > left) {
    throw new PaymentProviderError(`A refund of ${amountCents} cents exceeds the ${left} cents left of the payment.`, 400, 'refund_exceeds_payment');
  }
  const refundId = newDemoId('re');
  await trx
    .insertInto('demo_payment_refunds')
    .values({ id: refundId, intent_id: request.intentId, idempotency_key: request.idempotencyKey, amount_cents: amountCents, created_at: now })
    .execute();
  return { refundId, amountCents };
}

async function findRefund(db: Executor, { intentId, idempotencyKey }: DemoRefundRequest): Promise<Refund | undefined> {
  const row = await db
    .selectFrom('demo_payment_refunds')
    .select(['id', 'amount_cents'])
    .where('intent_id', '=', intentId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  return row && { refundId: row.id, amountCents: Number(row.amount_cents) };
}

/** What the intent's refunds gave back so far, in cents. */
export async function refundedCents(db: Executor, intentId: string): Promise<number> {
  const row = await db
    .selectFrom('demo_payment_refunds')
    .select(sql<string>`coalesce(sum(amount_cents), 0)`.as('total'))
    .where('intent_id', '=', intentId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

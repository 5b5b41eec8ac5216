import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Executor } from '../db';
import type { DemoPaymentIntentsTable } from '../db/tables/demo-payment-intents';
import type { CreateIntentInput, PaymentIntentSnapshot } from './port';
import { DEMO_CUSTOMER } from './demo-event';

// The demo provider's intents in the database. Functions take the executor first, so the adapter
// owns the transaction.

export type DemoIntentRow = Selectable<DemoPaymentIntentsTable>;

export function newDemoId(prefix: 'pi' | 'evt' | 're' | 'pm'): string {
  return `${prefix}_demo_${randomBytes(12).toString('hex')}`;
}

/** Inserts the intent unless its idempotency key is taken; then answers the one that holds the key. */
export async function insertOrFindIntent(db: Executor, input: CreateIntentInput & { savedCard?: string; instalments?: number[] }, now: Date): Promise<DemoIntentRow> {
  const id = newDemoId('pi');
  const inserted = await db
    .insertInto('demo_payment_intents')
    .values({
      id,
      client_secret: `${id}_secret_${randomBytes(16).toString('hex')}`,
      order_id: input.orderId,
      amount_cents: input.amountCents,
      currency: input.currency.toUpperCase(),
      status: 'requires_payment',
      card_last4: null,
      card_brand: null,
      failure_message: null,
      idempotency_key: input.idempotencyKey,
      last_event_id: null,
      created_at: now,
      updated_at: now,
      save_card: input.saveCard === true,
      saved_card: input.savedCard ?? null,
      instalments: input.instalments ? input.instalments.join(',') : null,
    })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return inserted;
  return db.selectFrom('demo_payment_intents').selectAll().where('idempotency_key', '=', input.idempotencyKey).executeTakeFirstOrThrow();
}

/** The intents changed since `since` (a payment is a change), oldest first. */
export function recentIntents(db: Executor, since: Date, limit: number): Promise<DemoIntentRow[]> {
  return db.selectFrom('demo_payment_intents').selectAll().where('updated_at', '>=', since).orderBy('updated_at').limit(limit).execute();
}

export function findIntent(db: Executor, intentId: string): Promise<DemoIntentRow | undefined> {
  return db.selectFrom('demo_payment_intents').selectAll().where('id', '=', intentId).executeTakeFirst();
}

/** Locks the intent for the rest of the transaction: two confirmations of one intent run one after the other. */
export function lockIntent(db: Executor, by: { id: string } | { clientSecret: string }): Promise<DemoIntentRow | undefined> {
  const query = db.selectFrom('demo_payment_intents').selectAll().forUpdate();
  return ('id' in by ? query.where('id', '=', by.id) : query.where('client_secret', '=', by.clientSecret)).executeTakeFirst();
}

export interface DemoIntentOutcome {
  status: 'succeeded' | 'failed';
  cardLast4: string;
  cardBrand: string | null;
  failureMessage: string | null;
  eventId: string;
  /** The card this confirmation saved (the intent asked to save it). */
  savedCard?: string;
}

export function recordOutcome(db: Executor, intentId: string, outcome: DemoIntentOutcome, now: Date): Promise<DemoIntentRow> {
  return db
    .updateTable('demo_payment_intents')
    .set({
      status: outcome.status,
      card_last4: outcome.cardLast4,
      card_brand: outcome.cardBrand,
      failure_message: outcome.failureMessage,
      last_event_id: outcome.eventId,
      updated_at: now,
      ...(outcome.savedCard ? { saved_card: outcome.savedCard } : {}),
    })
    .where('id', '=', intentId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function snapshotOf(row: DemoIntentRow): PaymentIntentSnapshot {
  return {
    intentId: row.id,
    status: row.status,
    amountCents: Number(row.amount_cents),
    currency: row.currency,
    orderId: row.order_id,
    cardLast4: row.card_last4,
    cardBrand: row.card_brand,
    failureMessage: row.failure_message,
    instalments: row.instalments ? row.instalments.split(',').map(Number) : null,
    savedCard: row.save_card && row.saved_card ? `${DEMO_CUSTOMER}/${row.saved_card}` : null,
  };
}

import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoPaymentProvider, PaymentProviderError } from '../../payments';
import { createTestDatabase, type TestDatabase } from '../../testing/services';
import { down, up } from './2026-11-25T0100-demo-refunds';

// The database is migrated to the latest; stepping this migration down and up again replays it
// over intents written the old way (one refund_id per intent).

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

/** A paid intent of 200.00; refundId only before the migration, when the column exists. */
async function paidIntent(id: string, refundId?: string | null): Promise<void> {
  const refund = refundId === undefined ? sql`` : sql`, refund_id`;
  const value = refundId === undefined ? sql`` : sql`, ${refundId}`;
  await sql`
    INSERT INTO demo_payment_intents (id, client_secret, order_id, amount_cents, currency, status${refund})
    VALUES (${id}, ${`${id}_secret`}, ${`order-${id}`}, 20000, 'EUR', 'succeeded'${value})`.execute(database.db);
}

// Migrations are written against no schema, as the Migrator runs them.
const unTyped = () => database.db as unknown as Kysely<unknown>;
// Refunds made within one millisecond would tie on created_at; "the first refund made" needs a clock that moves.
const provider = (now: () => Date = () => new Date()) =>
  new DemoPaymentProvider({ db: database.db, webhookSecret: 'demo-webhook-secret-for-the-tests-only', toleranceSeconds: 300, now });

describe('the demo refunds migration', () => {
  it("moves each old refund_id into demo_payment_refunds as a full refund under the refund timer's key", async () => {
    await down(unTyped());
    await paidIntent('pi_demo_old_refunded', 're_demo_old');
    await paidIntent('pi_demo_old_paid', null);
    await up(unTyped());

    const rows = await database.db.selectFrom('demo_payment_refunds').selectAll().execute();
    expect(rows.map(({ id, intent_id, idempotency_key, amount_cents }) => ({ id, intent_id, idempotency_key, amount: Number(amount_cents) }))).toEqual([
      { id: 're_demo_old', intent_id: 'pi_demo_old_refunded', idempotency_key: 'refund-pi_demo_old_refunded', amount: 20_000 },
    ]);
    const columns = await sql<{ column_name: string }>`
      SELECT column_name FROM information_schema.columns WHERE table_name = 'demo_payment_intents' AND column_name = 'refund_id'`.execute(database.db);
    expect(columns.rows).toEqual([]);

    expect(await provider().refund('pi_demo_old_refunded', 'refund-pi_demo_old_refunded')).toEqual({ refundId: 're_demo_old', amountCents: 20_000 });
    await expect(provider().refund('pi_demo_old_refunded', 'drop-night', 100)).rejects.toBeInstanceOf(PaymentProviderError);
    expect(await provider().refund('pi_demo_old_paid', 'refund-pi_demo_old_paid')).toMatchObject({ amountCents: 20_000 });
  });

  it('steps down to one refund_id per intent, keeping the first refund made', async () => {
    await paidIntent('pi_demo_parts');
    const first = await provider(() => new Date('2026-11-25T10:00:00Z')).refund('pi_demo_parts', 'a', 5_000);
    await provider(() => new Date('2026-11-25T10:00:01Z')).refund('pi_demo_parts', 'b', 5_000);
    await down(unTyped());
    const { rows } = await sql<{ id: string; refund_id: string | null }>`
      SELECT id, refund_id FROM demo_payment_intents WHERE id IN ('pi_demo_parts', 'pi_demo_old_refunded') ORDER BY id`.execute(database.db);
    expect(rows).toEqual([
      { id: 'pi_demo_old_refunded', refund_id: 're_demo_old' },
      { id: 'pi_demo_parts', refund_id: first.refundId },
    ]);
    await up(unTyped());
  });
});

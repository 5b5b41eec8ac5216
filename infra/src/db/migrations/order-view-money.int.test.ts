import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/services';
import { down, up } from './2026-11-25T0300-order-view-money';

// The database is migrated to the latest; stepping this migration down and up again fills the money
// columns of rows written before them, from each order's view.

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const unTyped = () => database.db as unknown as Kysely<unknown>;

/** An order_views row as written before the columns; `money` is what its view JSON says (if anything). */
async function orderView(status: string, paymentStatus: string, totalCents: number, money: Record<string, number> = {}): Promise<string> {
  const id = randomUUID();
  const view = JSON.stringify({ id, status, paymentStatus, totalPriceCents: totalCents, ...money });
  await sql`
    INSERT INTO order_views (id, user_id, festival_id, status, payment_status, total_cents, currency, last_version, created_at, updated_at, view)
    VALUES (${id}, 1, 'linz', ${status}, ${paymentStatus}, ${totalCents}, 'EUR', 3, now(), now(), ${view}::jsonb)`.execute(database.db);
  return id;
}

async function commissionRow(orderId: string, totalCents: number): Promise<void> {
  await sql`
    INSERT INTO agent_commission_orders (order_id, agent_id, player_id, festival_id, festival_name, total_cents, check_in, order_status, last_version)
    VALUES (${orderId}, 7, 1, 'linz', 'Linz Open', ${totalCents}, '2027-06-01', 'cancelled', 3)`.execute(database.db);
}

const money = async (table: 'order_views' | 'agent_commission_orders', column: 'id' | 'order_id', id: string) => {
  const { rows } = await sql<{ paid: string; refunded: string; total: string }>`
    SELECT paid_cents AS paid, refunded_cents AS refunded, total_cents AS total FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${id}`.execute(database.db);
  return rows.map((row) => ({ paid: Number(row.paid), refunded: Number(row.refunded), total: Number(row.total) }))[0];
};

describe('the order view money migration', () => {
  it("fills paid and refunded from each view, or from its payment status when the view predates them, and copies them to the agent's rows", async () => {
    await down(unTyped());
    const changed = await orderView('confirmed', 'paid', 52_550, { paidCents: 82_550, refundedCents: 30_000 });
    const oldPaid = await orderView('confirmed', 'paid', 82_550);
    const oldRefunded = await orderView('cancelled', 'refunded', 82_550);
    const unpaid = await orderView('expired', 'unpaid', 82_550);
    await commissionRow(changed, 82_550);
    await up(unTyped());

    expect(await money('order_views', 'id', changed)).toEqual({ paid: 82_550, refunded: 30_000, total: 52_550 });
    expect(await money('order_views', 'id', oldPaid)).toEqual({ paid: 82_550, refunded: 0, total: 82_550 });
    expect(await money('order_views', 'id', oldRefunded)).toEqual({ paid: 82_550, refunded: 82_550, total: 82_550 });
    expect(await money('order_views', 'id', unpaid)).toEqual({ paid: 0, refunded: 0, total: 82_550 });
    expect(await money('agent_commission_orders', 'order_id', changed)).toEqual({ paid: 82_550, refunded: 30_000, total: 52_550 });
  });
});

import { sql, type Kysely } from 'kysely';

// The money each order kept, as columns of the read models that add it up: the admin's revenue
// (order_views) and agents' commissions (agent_commission_orders). Filled once from the order's view;
// a view written before it carried the amounts was paid its total or nothing, refunded all or nothing
// (as the orders projection reads such a view). The projections keep the columns from now on.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE order_views ADD COLUMN paid_cents bigint NOT NULL DEFAULT 0, ADD COLUMN refunded_cents bigint NOT NULL DEFAULT 0`.execute(db);
  await sql`
    UPDATE order_views
       SET paid_cents = COALESCE((view->>'paidCents')::bigint, CASE WHEN payment_status IN ('paid', 'refunded') THEN total_cents ELSE 0 END),
           refunded_cents = COALESCE((view->>'refundedCents')::bigint, CASE WHEN payment_status = 'refunded' THEN total_cents ELSE 0 END)`.execute(db);
  await sql`ALTER TABLE agent_commission_orders ADD COLUMN paid_cents bigint NOT NULL DEFAULT 0, ADD COLUMN refunded_cents bigint NOT NULL DEFAULT 0`.execute(db);
  await sql`
    UPDATE agent_commission_orders c
       SET paid_cents = v.paid_cents, refunded_cents = v.refunded_cents, total_cents = v.total_cents
      FROM order_views v
     WHERE v.id = c.order_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE agent_commission_orders DROP COLUMN IF EXISTS paid_cents, DROP COLUMN IF EXISTS refunded_cents`.execute(db);
  await sql`ALTER TABLE order_views DROP COLUMN IF EXISTS paid_cents, DROP COLUMN IF EXISTS refunded_cents`.execute(db);
}

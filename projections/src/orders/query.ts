import type { AdminOrderView, OrderStatus, OrderView } from '@pokerfest/domain';
import { sql } from 'kysely';
import type { Executor } from '@pokerfest/infra';
import { legacyPayment } from './order-payment';

/**
 * A row written before the view had `paidAt` reads as unpaid-at-unknown, and one written before it
 * listed refunds as having none listed (its `refundedCents` still counts them), until the
 * projection is rebuilt.
 */
const asView = (stored: unknown): OrderView => {
  const view = stored as Partial<Pick<OrderView, 'paidAt' | 'refunds' | 'cancelledAt' | 'payment'>> & Omit<OrderView, 'paidAt' | 'refunds' | 'cancelledAt' | 'payment'>;
  const paidAt = view.paidAt ?? null;
  return { ...view, paidAt, refunds: view.refunds ?? [], cancelledAt: view.cancelledAt ?? null, payment: view.payment ?? legacyPayment({ ...view, paidAt }) };
};

export async function ordersOfUser(db: Executor, userId: number): Promise<OrderView[]> {
  const rows = await db.selectFrom('order_views').select('view').where('user_id', '=', userId).orderBy('created_at', 'desc').execute();
  return rows.map((row) => asView(row.view));
}

export async function orderById(db: Executor, orderId: string): Promise<OrderView | undefined> {
  const row = await db.selectFrom('order_views').select('view').where('id', '=', orderId).executeTakeFirst();
  return row ? asView(row.view) : undefined;
}

export async function ordersForAdmin(db: Executor, filter: { status?: OrderStatus; festivalId?: string; payment?: 'partly_paid' | 'overdue' }): Promise<AdminOrderView[]> {
  let query = db
    .selectFrom('order_views')
    .leftJoin('users', 'users.id', 'order_views.user_id')
    .select(['order_views.view', 'users.username'])
    .orderBy('order_views.created_at', 'desc')
    .limit(1000);
  if (filter.status) query = query.where('order_views.status', '=', filter.status);
  if (filter.festivalId) query = query.where('order_views.festival_id', '=', filter.festivalId);
  // partly paid: confirmed by a plan's first payment, a balance still owed; overdue: a payment past its due date
  if (filter.payment === 'partly_paid') query = query.where('order_views.status', '=', 'confirmed').where(sql<boolean>`(order_views.view -> 'payment' ->> 'balanceDueCents')::bigint > 0`);
  if (filter.payment === 'overdue') query = query.where(sql<boolean>`order_views.view -> 'payment' -> 'schedule' @> '[{"status": "overdue"}]'::jsonb`);
  const rows = await query.execute();
  return rows.map((row) => ({ ...asView(row.view), username: row.username ?? '(deleted user)' }));
}

/**
 * The admin's two figures. `orders`: every order placed, whatever became of it (pending, confirmed,
 * cancelled, expired), as before changes existed. `revenueCents`: the money the shop kept, over all
 * orders: what was paid (placements and changes' differences) minus what was given back. A
 * cancelled booking counts what its policy kept; a pending or expired one, nothing paid, nothing.
 */
export async function orderStats(db: Executor): Promise<{ orders: number; revenueCents: number }> {
  const row = await db
    .selectFrom('order_views')
    .select((eb) => [
      eb.fn.countAll<string>().as('orders'),
      eb.fn.coalesce(eb.fn.sum<string>(eb('paid_cents', '-', eb.ref('refunded_cents'))), eb.val('0')).as('revenue'),
    ])
    .executeTakeFirstOrThrow();
  return { orders: Number(row.orders), revenueCents: Number(row.revenue) };
}

/** What confirmed bookings still owe under their payment plans, in cents, and how many owe it. */
export async function outstandingBalances(db: Executor): Promise<{ cents: number; bookings: number }> {
  const owed = sql<string>`(order_views.view -> 'payment' ->> 'balanceDueCents')::bigint`;
  const row = await db
    .selectFrom('order_views')
    .select((eb) => [eb.fn.coalesce(eb.fn.sum<string>(owed), eb.val('0')).as('cents'), eb.fn.countAll<string>().as('bookings')])
    .where('status', '=', 'confirmed')
    .where(sql<boolean>`${owed} > 0`)
    .executeTakeFirstOrThrow();
  return { cents: Number(row.cents), bookings: Number(row.bookings) };
}

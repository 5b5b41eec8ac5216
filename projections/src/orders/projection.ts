import { orderStream, type OrderView } from '@pokerfest/domain';
import { loadLoyaltyRules, type StoredEvent, type Trx } from '@pokerfest/infra';
import { singleStreamProjection, type StoredStream } from '../single-stream';
import { evolveOrderView } from './order-view';

/** The command's clock (its metadata), so the view answers the same times the command did. */
export function occurredAt(event: StoredEvent): string {
  return typeof event.metadata.occurredAt === 'string' ? event.metadata.occurredAt : event.recordedAt.toISOString();
}

async function load(trx: Trx, orderId: string): Promise<StoredStream<OrderView | null> | undefined> {
  const row = await trx.selectFrom('order_views').select(['view', 'last_version']).where('id', '=', orderId).executeTakeFirst();
  return row && { state: row.view as OrderView, version: row.last_version };
}

async function save(view: OrderView | null, version: number, { trx }: { trx: Trx }): Promise<void> {
  if (!view) return;
  const row = {
    id: view.id,
    user_id: view.userId,
    festival_id: view.productId,
    status: view.status,
    payment_status: view.paymentStatus,
    total_cents: view.totalPriceCents,
    paid_cents: view.paidCents,
    refunded_cents: view.refundedCents,
    currency: view.currency,
    last_version: version,
    created_at: new Date(view.createdAt),
    updated_at: new Date(view.updatedAt),
    view: JSON.stringify(view),
  };
  // never back: the runner and an inline append may both bring the same order forward
  await trx
    .insertInto('order_views')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...row, id: undefined }).where('order_views.last_version', '<', version))
    .execute();
}

/** The orders read model: one row per order with the whole answer of the order calls. */
export const ordersProjection = singleStreamProjection({
  name: 'orders',
  stream: orderStream,
  tables: ['order_views'],
  inline: true,
  // a placement's points follow the earn rate loyalty_config holds, as the ledger's promise does
  prepare: (trx) => loadLoyaltyRules(trx),
  initial: null,
  load,
  evolve: (view, event, { batch }) => evolveOrderView(view, event, occurredAt(event), batch.earnRatePercent),
  save,
});

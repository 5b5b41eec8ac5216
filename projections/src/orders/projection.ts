import { orderStream, type OrderView } from '@pokerfest/domain';
import { asStreamEvents, loadLoyaltyRules, type StoredEvent, type Trx } from '@pokerfest/infra';
import { followingEvents, type Projection } from '../projection';
import { evolveOrderView } from './order-view';

/** The command's clock (its metadata), so the view answers the same times the command did. */
export function occurredAt(event: StoredEvent): string {
  return typeof event.metadata.occurredAt === 'string' ? event.metadata.occurredAt : event.recordedAt.toISOString();
}

interface Current {
  view: OrderView | null;
  version: number;
}

async function loadCurrent(trx: Trx, orderId: string): Promise<Current> {
  const row = await trx.selectFrom('order_views').select(['view', 'last_version']).where('id', '=', orderId).executeTakeFirst();
  return row ? { view: row.view as OrderView, version: row.last_version } : { view: null, version: 0 };
}

async function save(trx: Trx, view: OrderView, version: number): Promise<void> {
  const row = {
    id: view.id,
    user_id: view.userId,
    festival_id: view.productId,
    status: view.status,
    payment_status: view.paymentStatus,
    total_cents: view.totalPriceCents,
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
export const ordersProjection: Projection = {
  name: 'orders',
  handles: orderStream.eventTypes,
  tables: ['order_views'],
  inline: { streamTypes: [orderStream.type] },
  async apply({ trx, inline }, events) {
    const byOrder = new Map<string, StoredEvent[]>();
    for (const event of events) {
      const orderId = orderStream.parse(event.streamId);
      if (orderId !== undefined) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), event]);
    }
    if (byOrder.size === 0) return;
    // a placement's points follow the earn rate loyalty_config holds, as the ledger's promise does
    const { earnRatePercent } = await loadLoyaltyRules(trx);
    for (const [orderId, stream] of byOrder) {
      // an order placed by this very append has no row yet
      let { view, version } = inline && stream[0]!.streamVersion === 1 ? { view: null, version: 0 } : await loadCurrent(trx, orderId);
      const start = version;
      for (const event of asStreamEvents(orderStream, await followingEvents(trx, ordersProjection, stream, version))) {
        view = evolveOrderView(view, event, occurredAt(event), earnRatePercent);
        version = event.streamVersion;
      }
      if (view && version > start) await save(trx, view, version);
    }
  },
};

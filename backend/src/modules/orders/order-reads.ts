import { isOrderId, NotFoundError, orderStream, type OrderEvent, type OrderView } from '@pokerfest/domain';
import type { Db, EventStore } from '@pokerfest/infra';
import { evolveOrderView, occurredAt, orderById } from '@pokerfest/projections';
import type { UserRow } from '../identity/users-repository';

/** The order as its own stream tells it: for answers right after a command, before any projection. */
export async function orderFromStream(store: EventStore, orderId: string): Promise<OrderView | null> {
  const history = await store.readStream(orderStream, orderId);
  return history.reduce<OrderView | null>((view, event) => evolveOrderView(view, event, occurredAt(event)), null);
}

/** The order fold of freshly appended events (the answer of the command that appended them). */
export function orderFromEvents(events: readonly OrderEvent[], recordedAt: Date): OrderView | null {
  return events.reduce<OrderView | null>((view, event) => evolveOrderView(view, event, recordedAt.toISOString()), null);
}

/**
 * An order its owner (or an admin) may see; anyone else gets the same 404 as for no order at all.
 * The read model answers; if it has not caught up yet (past the session's bounded wait), the stream does.
 */
export async function visibleOrder(db: Db, store: EventStore, orderId: string, user: UserRow): Promise<OrderView> {
  if (!isOrderId(orderId)) throw new NotFoundError('Order not found');
  const view = (await orderById(db, orderId)) ?? (await orderFromStream(store, orderId));
  if (!view || (view.userId !== user.id && user.role !== 'admin')) throw new NotFoundError('Order not found');
  return view;
}

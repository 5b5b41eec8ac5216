import { isOrderId, NotFoundError, orderStream, type OrderEvent, type OrderView } from '@pokerfest/domain';
import { loadLoyaltyRules, type Db, type EventStore } from '@pokerfest/infra';
import { evolveOrderView, occurredAt, orderById } from '@pokerfest/projections';
import type { UserRow } from '../identity';

/** The earn rate in force (`loyalty_config`): the order views price their points with it, as the projection does. */
export async function configuredEarnRate(db: Db): Promise<number> {
  return (await loadLoyaltyRules(db)).earnRatePercent;
}

/** The order as its own stream tells it: for answers right after a command, before any projection. */
export async function orderFromStream(db: Db, store: EventStore, orderId: string): Promise<OrderView | null> {
  const [history, earnRatePercent] = await Promise.all([store.readStream(orderStream, orderId), configuredEarnRate(db)]);
  return history.reduce<OrderView | null>((view, event) => evolveOrderView(view, event, occurredAt(event), earnRatePercent), null);
}

/** The order after a command on it: its stream exists, so a missing order is a 404 that cannot happen, not a `null` answer. */
export async function orderAfterCommand(db: Db, store: EventStore, orderId: string): Promise<OrderView> {
  const view = await orderFromStream(db, store, orderId);
  if (!view) throw new NotFoundError('Order not found');
  return view;
}

/** The order fold of the events that placed it (the answer of the command that appended them). */
export function placedOrder(events: readonly OrderEvent[], recordedAt: Date, earnRatePercent: number): OrderView {
  const view = events.reduce<OrderView | null>((folded, event) => evolveOrderView(folded, event, recordedAt.toISOString(), earnRatePercent), null);
  if (!view) throw new Error('The order placement appended no OrderPlaced event');
  return view;
}

/**
 * An order its owner (or an admin) may see; anyone else gets the same 404 as for no order at all.
 * The read model answers; if it has not caught up yet (past the session's bounded wait), the stream does.
 */
export async function visibleOrder(db: Db, store: EventStore, orderId: string, user: UserRow): Promise<OrderView> {
  if (!isOrderId(orderId)) throw new NotFoundError('Order not found');
  const view = (await orderById(db, orderId)) ?? (await orderFromStream(db, store, orderId));
  if (!view || (view.userId !== user.id && user.role !== 'admin')) throw new NotFoundError('Order not found');
  return view;
}

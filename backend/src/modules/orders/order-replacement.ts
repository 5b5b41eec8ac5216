import {
  ConflictError,
  isOrderId,
  NotFoundError,
  orderDecider,
  orderStream,
  type OrderState,
  type PlaceOrder,
} from '@pokerfest/domain';
import type { Position } from '@pokerfest/infra';
import { runOrderCommand } from './order-commands';
import type { UserRow } from '../identity';
import { commandDeps, type OrdersDeps } from './deps';

// One order per checkout: a placement that names the checkout's earlier order (replacesOrderId)
// cancels it first, so its room and seats are free for the new one, instead of leaving an orphan
// holding stock until its hold runs out.

export const REPLACED_REASON = 'Replaced by a new order from the same checkout';

interface EarlierOrder {
  state: OrderState;
  /** Cancelled because another placement already replaced it. */
  replaced: boolean;
}

async function earlierOrder(deps: OrdersDeps, orderId: string, user: UserRow): Promise<EarlierOrder> {
  // another player's order is as unknown as no order at all, for admins too: one only replaces one's own
  if (!isOrderId(orderId)) throw new NotFoundError('Order not found');
  const { state, events: history } = await deps.store.aggregateStream(orderDecider, orderStream, orderId);
  if (state.status === 'none' || state.userId !== user.id) throw new NotFoundError('Order not found');
  const replaced = history.some((event) => event.type === 'OrderCancelled' && event.data.reason === REPLACED_REASON);
  return { state, replaced };
}

const alreadyPaid = () =>
  new ConflictError('Your earlier order from this checkout is already paid, so it cannot be replaced; you find it in My Bookings.', { reason: 'already_paid' });

/**
 * What to do with the earlier order: 'cancel' while it is pending and unpaid, 'ignore' once it is
 * over (cancelled by its owner or expired). An order is replaced once: a second replacement of it
 * (a twin request racing the first, a resend) is refused, so one checkout never holds two orders.
 */
function verdict(earlier: EarlierOrder): 'cancel' | 'ignore' {
  if (earlier.replaced) {
    throw new ConflictError('Your earlier order from this checkout was already replaced by a newer one; you find it in My Bookings.', { reason: 'already_replaced' });
  }
  const { state } = earlier;
  if (state.status === 'confirmed' || state.payment.paidIntentId) throw alreadyPaid();
  return state.status === 'pending' ? 'cancel' : 'ignore';
}

/**
 * Cancels the caller's earlier order of this checkout before `next` is placed, releasing its stock
 * in the cancellation's transaction. `next` is tried on the pure decider first: a refusal it would
 * meet (a changed price) leaves the earlier order as it is.
 */
export async function withdrawReplacedOrder(
  deps: OrdersDeps,
  replacesOrderId: string,
  next: PlaceOrder,
  context: { user: UserRow; correlationId: string },
): Promise<Position | undefined> {
  if (verdict(await earlierOrder(deps, replacesOrderId, context.user)) === 'ignore') return undefined;
  orderDecider.decide(next, orderDecider.initialState);
  let result;
  try {
    result = await runOrderCommand(
      commandDeps(deps),
      replacesOrderId,
      { type: 'CancelOrder', reason: REPLACED_REASON, now: deps.now() },
      { actorId: context.user.id, correlationId: context.correlationId },
    );
  } catch (error) {
    // a payment that succeeded between the read above and the cancellation
    if (error instanceof ConflictError && (error.details as { reason?: string } | undefined)?.reason === 'already_paid') throw alreadyPaid();
    throw error;
  }
  // nothing appended: it ended meanwhile (a twin replaced it, its owner cancelled it, it expired)
  if (result.events.length === 0) verdict(await earlierOrder(deps, replacesOrderId, context.user));
  return result.position;
}

import {
  ConflictError,
  fullRefundDue,
  isOrderId,
  NotFoundError,
  orderDecider,
  orderStream,
  type OrderCommand,
} from '@pokerfest/domain';
import { commandDeps, type OrdersDeps } from './deps';
import { runOrderCommand, type OrderCommandContext, type OrderCommandResult } from './order-commands';

/**
 * What an admin's cancellation of a booking is, by what the order is now: a pending, unpaid order
 * is cancelled as its owner would cancel it; a paid one is cancelled with the refund the policy
 * grants for its festival's start (as booked). An expired order held nothing and paid nothing.
 */
async function cancellationOf(deps: OrdersDeps, orderId: string, reason: string): Promise<OrderCommand> {
  const order = isOrderId(orderId) ? await deps.store.aggregateStream(orderDecider, orderStream, orderId) : undefined;
  const placed = order?.events.find((event) => event.type === 'OrderPlaced');
  if (!order || !placed) throw new NotFoundError('Order not found');
  const { state } = order;
  if (state.status === 'expired') {
    throw new ConflictError('This booking expired before it was paid; there is nothing to cancel.', { reason: 'not_cancellable', status: state.status });
  }
  const now = deps.now();
  if (state.status === 'pending' && !state.payment.paidIntentId) return { type: 'CancelOrder', reason, now };
  return { type: 'CancelPaidOrder', reason, now, refund: fullRefundDue(placed.data.festival.startDate, now) };
}

/**
 * An admin cancels a booking; the refund it decides is asked of the provider by a durable timer
 * (written with the events). A second cancellation decides nothing, so it neither releases nor refunds again.
 */
export async function cancelBooking(
  deps: OrdersDeps,
  orderId: string,
  reason: string,
  context: OrderCommandContext,
): Promise<OrderCommandResult> {
  return runOrderCommand(commandDeps(deps), orderId, await cancellationOf(deps, orderId, reason), context);
}

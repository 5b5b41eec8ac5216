import { isOrderId, NotFoundError } from '@pokerfest/domain';
import { commandDeps, type OrdersDeps } from './deps';
import { runOrderCommand, type OrderCommandContext, type OrderCommandResult } from './order-commands';

/**
 * An admin cancels a booking: the decider chooses how from the order (CancelByAdmin); the refund it
 * decides is asked of the provider by a durable timer (written with the events). A second
 * cancellation decides nothing, so it neither releases nor refunds again.
 */
export async function cancelBooking(deps: OrdersDeps, orderId: string, reason: string, context: OrderCommandContext): Promise<OrderCommandResult> {
  if (!isOrderId(orderId)) throw new NotFoundError('Order not found');
  return runOrderCommand(commandDeps(deps), orderId, { type: 'CancelByAdmin', reason, now: deps.now() }, context);
}

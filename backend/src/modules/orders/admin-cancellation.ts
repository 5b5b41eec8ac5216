import { randomUUID } from 'node:crypto';
import { isOrderId, NotFoundError } from '@pokerfest/domain';
import { commandDeps, type OrdersDeps } from './deps';
import { runOrderCommand, type OrderCommandContext, type OrderCommandResult } from './order-commands';
import { policyInForce } from './cancellation-policies';

/**
 * An admin cancels a booking: the same cancellation its owner would confirm through a quote,
 * quoted and applied in one step (CancelByAdmin), with the refund the order's policy grants; the
 * refund is asked of the provider by a durable timer written with the events. A second
 * cancellation decides nothing, so it neither releases nor refunds again.
 */
export async function cancelBooking(deps: OrdersDeps, orderId: string, reason: string, admin: { id: number }, context: OrderCommandContext): Promise<OrderCommandResult> {
  if (!isOrderId(orderId)) throw new NotFoundError('Order not found');
  const { policy } = await policyInForce(deps.db);
  const command = { type: 'CancelByAdmin' as const, reason, now: deps.now(), quoteId: randomUUID(), actor: { userId: admin.id, role: 'admin' as const }, policyInForce: policy };
  return runOrderCommand(commandDeps(deps), orderId, command, context);
}

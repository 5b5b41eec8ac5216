import { isOrderId, NotFoundError } from '@pokerfest/domain';
import type { Executor } from '@pokerfest/infra';
import type { UserRow } from '../identity';

/**
 * An order's documents are its owner's and the admins'; anyone else is told the order does not
 * exist. One indexed row of the order registry answers it, not the order's stream.
 */
export async function assertOrderVisible(db: Executor, orderId: string, user: Pick<UserRow, 'id' | 'role'>): Promise<void> {
  const order = isOrderId(orderId) ? await db.selectFrom('order_registry').select('user_id').where('order_id', '=', orderId).executeTakeFirst() : undefined;
  if (!order || (order.user_id !== user.id && user.role !== 'admin')) throw new NotFoundError('Order not found');
}

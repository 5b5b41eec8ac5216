import type { OrderView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiJson } from '../../../lib/api-client';

/** PUT /api/orders/{id}/status with 'confirmed': granted by the server only once the payment succeeded. */
export function confirmOrder(orderId: string): Promise<OrderView> {
  return apiJson<OrderView>('PUT', apiPaths.orderStatus(orderId), { status: 'confirmed' });
}

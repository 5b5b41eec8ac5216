import { Badge } from '@radix-ui/themes';
import type { OrderStatus } from '@pokerfest/domain';
import { orderStatusLooks } from '../order-format';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const look = orderStatusLooks[status] ?? { label: status, color: 'gray' as const };
  return (
    <Badge size="2" color={look.color} highContrast>
      {look.label}
    </Badge>
  );
}

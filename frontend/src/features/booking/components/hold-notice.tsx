import { Callout } from '@radix-ui/themes';
import { useOrder } from '../api/get-order';

function timeOfDay(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/**
 * How long the order holds its room and seats: the server releases them when an unpaid hold ends,
 * and the player should know before it happens rather than find out at the pay button.
 */
export function HoldNotice({ orderId }: { orderId: string }) {
  const order = useOrder(orderId).data;
  if (!order) return null;
  if (order.status === 'expired') {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>The hold on this booking has expired and its room and seats were released. Please start your booking again.</Callout.Text>
      </Callout.Root>
    );
  }
  if (order.status !== 'pending' || !order.holdExpiresAt) return null;
  return (
    <Callout.Root color="gray">
      <Callout.Text>Your room and seats are held for you until {timeOfDay(order.holdExpiresAt)}.</Callout.Text>
    </Callout.Root>
  );
}

import { Button, Card, DataList, Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import type { OrderView } from '@pokerfest/domain';
import { appPaths } from '../../../config/paths';
import { formatDate, formatMoney } from '../../catalogue/format';
import { OrderStatusBadge } from './order-status-badge';

function BookingCard({ order }: { order: OrderView }) {
  const headingId = `booking-${order.id}-heading`;
  return (
    <Card size="3" asChild>
      <article aria-labelledby={headingId} data-testid="booking-card">
        <Flex justify="between" align="start" gap="3" wrap="wrap" mb="3">
          <Flex direction="column" gap="1">
            <Heading as="h3" size="4" id={headingId}>
              {order.festivalName || order.productId}
            </Heading>
            <Text size="1" color="gray">
              Festival: <code>{order.productId}</code>
            </Text>
          </Flex>
          <OrderStatusBadge status={order.status} />
        </Flex>
        <DataList.Root size="2" orientation={{ initial: 'vertical', sm: 'horizontal' }}>
          <DataList.Item>
            <DataList.Label>Booked on</DataList.Label>
            <DataList.Value>{formatDate(order.createdAt)}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Total</DataList.Label>
            <DataList.Value data-testid="booking-total">{formatMoney(order.totalPrice, order.currency)}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Nights</DataList.Label>
            <DataList.Value>{order.nights ?? '–'}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Hotel</DataList.Label>
            <DataList.Value>
              {order.hotelId === null ? '–' : `#${order.hotelId}${order.accommodation ? ` · ${order.accommodation.name}` : ''}`}
            </DataList.Value>
          </DataList.Item>
        </DataList.Root>
        <Flex gap="3" mt="4" wrap="wrap">
          <Button asChild size="2">
            <Link to={appPaths.bookingConfirmationOf(order.id)}>View Details</Link>
          </Button>
          <Button asChild size="2" variant="soft">
            <Link to={appPaths.bookingConfirmationOf(order.id, { print: true })}>Download Confirmation</Link>
          </Button>
        </Flex>
      </article>
    </Card>
  );
}

/** The player's bookings, newest first as the server sends them. */
export function BookingsList({ orders }: { orders: readonly OrderView[] }) {
  return (
    <Flex direction="column" gap="3">
      {orders.map((order) => (
        <BookingCard key={order.id} order={order} />
      ))}
    </Flex>
  );
}

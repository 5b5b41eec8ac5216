import { Badge, Button, Card, DataList, Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import type { OrderView } from '@pokerfest/domain';
import { apiPaths, appPaths } from '../../../config/paths';
import { BookingChangeLinks, OrderActions, PendingChangeNotice, bookingInvoice, bookingReference, standingLooks, useOrderDocuments, useOrderStanding } from '../../booking';
import { formatDate, formatDateRange, formatMoney } from '../../catalogue';

/** The hotel and room by name when the order carries them, the spec's hotel id after them as secondary text. */
function hotelText(order: OrderView): string {
  if (order.hotelId === null) return '–';
  return order.accommodation ? `${order.accommodation.name} (#${order.hotelId})` : `#${order.hotelId}`;
}

/**
 * The receipt links exist only for a paid booking: an unpaid or closed one has no confirmation to
 * show. 'Download Confirmation' is the booking's invoice PDF once issued, the printed confirmation
 * page until then.
 */
function ConfirmationLinks({ order }: { order: OrderView }) {
  const orderId = order.id;
  const invoice = bookingInvoice(useOrderDocuments(order).data);
  return (
    <Flex gap="3" wrap="wrap">
      <Button asChild size="2">
        <Link to={appPaths.bookingConfirmationOf(orderId)}>View Details</Link>
      </Button>
      <Button asChild size="2" variant="soft">
        {invoice ? (
          <a href={invoice.url} download>
            Download Confirmation
          </a>
        ) : (
          <Link to={appPaths.bookingConfirmationOf(orderId, { print: true })}>Download Confirmation</Link>
        )}
      </Button>
      <Button asChild size="2" variant="soft">
        <a href={apiPaths.orderCalendar(orderId)} download>
          Add to calendar
        </a>
      </Button>
    </Flex>
  );
}

function BookingCard({ order }: { order: OrderView }) {
  const headingId = `booking-${order.id}-heading`;
  const standing = useOrderStanding(order);
  const look = standingLooks[standing];
  return (
    <Card size="3" asChild>
      <article aria-labelledby={headingId} data-testid="booking-card">
        <Flex justify="between" align="start" gap="3" wrap="wrap" mb="3">
          <Flex direction="column" gap="1" minWidth="0">
            <Heading as="h3" size="4" id={headingId}>
              {order.festivalName || order.productId}
            </Heading>
            <Text size="1" color="gray">
              <span data-testid="booking-reference">{bookingReference(order.id)}</span> · Festival: <code>{order.productId}</code>
            </Text>
          </Flex>
          <Badge size="2" color={look.color} highContrast data-testid="booking-status">
            {look.label}
          </Badge>
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
          {order.accommodation && (
            <DataList.Item>
              <DataList.Label>Stay</DataList.Label>
              <DataList.Value>{formatDateRange(order.accommodation.checkIn, order.accommodation.checkOut)}</DataList.Value>
            </DataList.Item>
          )}
          <DataList.Item>
            <DataList.Label>Hotel</DataList.Label>
            <DataList.Value style={{ overflowWrap: 'anywhere' }}>{hotelText(order)}</DataList.Value>
          </DataList.Item>
        </DataList.Root>
        <Flex mt="4" direction="column" gap="3">
          {order.pendingChange && <PendingChangeNotice orderId={order.id} change={order.pendingChange} />}
          {standing === 'confirmed' ? <ConfirmationLinks order={order} /> : <OrderActions order={order} standing={standing} />}
          <BookingChangeLinks order={order} standing={standing} />
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

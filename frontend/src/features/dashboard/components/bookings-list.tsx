import { Badge, Box, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import type { DocumentView, OrderView } from '@pokerfest/domain';
import { apiPaths, appPaths } from '../../../config/paths';
import {
  BookingChangeLinks,
  OrderActions,
  PaymentPlanSummary,
  PendingChangeNotice,
  bookingInvoice,
  bookingReference,
  isPaidInParts,
  standingLooks,
  useOrderDocuments,
  useOrderStanding,
} from '../../booking';
import { festivalLine } from '../booking-card-words';
import { BookingDetails } from './booking-details';

/**
 * The receipt links exist only for a paid booking: an unpaid or closed one has no confirmation to
 * show. 'Download Confirmation' is the booking's invoice PDF once issued, the printed confirmation
 * page until then.
 */
function ConfirmationLinks({ order, documents }: { order: OrderView; documents: readonly DocumentView[] | undefined }) {
  const orderId = order.id;
  const invoice = bookingInvoice(documents);
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

/** A booking paid in parts: its schedule, and the buttons that pay what is left. */
function PaymentPlan({ order }: { order: OrderView }) {
  const headingId = `booking-${order.id}-plan-heading`;
  return (
    <Box asChild mt="4">
      <section aria-labelledby={headingId}>
        <Heading as="h4" size="3" id={headingId} mb="2">
          Payment plan
        </Heading>
        <PaymentPlanSummary order={order} />
      </section>
    </Box>
  );
}

function BookingCard({ order }: { order: OrderView }) {
  const headingId = `booking-${order.id}-heading`;
  const standing = useOrderStanding(order);
  const look = standingLooks[standing];
  // the invoice for 'Download Confirmation', the credit notes for the refunds
  const documents = useOrderDocuments(order).data;
  const where = festivalLine(order);
  return (
    <Card size="3" asChild>
      <article aria-labelledby={headingId} data-testid="booking-card">
        <Flex justify="between" align="start" gap="3" wrap="wrap" mb="3">
          <Flex direction="column" gap="1" minWidth="0">
            <Heading as="h3" size="4" id={headingId}>
              {order.festivalName || 'Festival booking'}
            </Heading>
            <Text size="1" color="gray">
              <span data-testid="booking-reference">{bookingReference(order.id)}</span>
              {where && <> · {where}</>}
            </Text>
          </Flex>
          <Badge size="2" color={look.color} highContrast data-testid="booking-status">
            {look.label}
          </Badge>
        </Flex>
        <BookingDetails order={order} documents={documents} />
        {isPaidInParts(order.payment) && standing !== 'expired' && <PaymentPlan order={order} />}
        <Flex mt="4" direction="column" gap="3">
          {order.pendingChange && <PendingChangeNotice orderId={order.id} change={order.pendingChange} />}
          {standing === 'confirmed' ? <ConfirmationLinks order={order} documents={documents} /> : <OrderActions order={order} standing={standing} />}
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

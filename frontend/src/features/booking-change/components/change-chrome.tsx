import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import type { OrderView } from '@pokerfest/domain';
import { appPaths } from '../../../config/paths';
import { bookingReference } from '../../booking';

/** The change and cancel screens' title: what is done, to which booking. */
export function ChangeHeading({ title, order }: { title: string; order: Pick<OrderView, 'id' | 'festivalName'> }) {
  return (
    <Flex direction="column" gap="1">
      <Heading as="h1" size="7">
        {title}
      </Heading>
      <Text color="gray">
        {order.festivalName} · {bookingReference(order.id)}
      </Text>
    </Flex>
  );
}

/** The ways back from a change: the booking itself, or the list of bookings. */
export function BookingLinks({ orderId }: { orderId: string }) {
  return (
    <>
      <Button asChild size="3">
        <Link to={appPaths.bookingConfirmationOf(orderId)}>View booking</Link>
      </Button>
      <Button asChild size="3" variant="soft">
        <Link to={appPaths.dashboard}>View My Bookings</Link>
      </Button>
    </>
  );
}

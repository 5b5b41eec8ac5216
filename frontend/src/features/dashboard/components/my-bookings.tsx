import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { appPaths } from '../../../config/paths';
import type { CurrentUser } from '../../account';
import { useNowPassing } from '../../booking';
import { useMyOrders } from '../api/get-my-orders';
import { BookingStatCards } from './booking-stat-cards';
import { BookingsList } from './bookings-list';
import { LoadFailure, TabLoading } from './tab-status';
import { WaitingListsSection } from './waiting-lists-section';

function NoBookingsYet() {
  return (
    <Card size="3">
      <Flex direction="column" align="center" gap="3" py="6">
        <Heading as="h3" size="4">
          No bookings yet
        </Heading>
        <Text as="p" color="gray" align="center">
          You have not booked a festival package yet. Find a festival and build your package.
        </Text>
        <Button asChild>
          <Link to={appPaths.festivalsSection}>Browse Festivals</Link>
        </Button>
      </Flex>
    </Card>
  );
}

/** The My Bookings tab: the three stat cards, my waiting lists (if any), then the bookings or the empty state. */
export function MyBookings({ user }: { user: CurrentUser }) {
  const orders = useMyOrders();
  // the figures change when a hold ends on screen: render again then
  const now = useNowPassing(orders.data?.map((order) => order.holdExpiresAt) ?? []);
  if (orders.isPending) return <TabLoading label="Loading your bookings" />;
  if (orders.isError) return <LoadFailure what="your bookings" error={orders.error} />;
  return (
    <Flex direction="column" gap="5">
      <BookingStatCards orders={orders.data} loyaltyPoints={user.loyaltyPoints} now={now} />
      <WaitingListsSection />
      <Heading as="h2" size="5">
        My Bookings
      </Heading>
      {orders.data.length === 0 ? <NoBookingsYet /> : <BookingsList orders={orders.data} />}
    </Flex>
  );
}

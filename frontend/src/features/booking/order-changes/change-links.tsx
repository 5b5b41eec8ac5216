import { Button, Flex } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import type { OrderView } from '@pokerfest/domain';
import { appPaths } from '../../../config/paths';
import type { OrderStanding } from '../order-actions/order-standing';
import { bookingChanges } from './changeability';

/** 'Change booking' and 'Cancel booking' where the booking offers them (My Bookings and the order page). */
export function BookingChangeLinks({ order, standing }: { order: Pick<OrderView, 'id' | 'status' | 'festivalStartDate' | 'pendingChange'>; standing: OrderStanding }) {
  const offered = bookingChanges(order, standing, new Date());
  if (!offered.change && !offered.cancel) return null;
  return (
    <Flex gap="3" wrap="wrap" data-testid="booking-change-links">
      {offered.change && (
        <Button asChild size="2" variant="outline">
          <Link to={appPaths.orderChange.to(order.id)}>Change booking</Link>
        </Button>
      )}
      {offered.cancel && (
        <Button asChild size="2" variant="soft" color="red">
          <Link to={appPaths.orderCancel.to(order.id)}>Cancel booking</Link>
        </Button>
      )}
    </Flex>
  );
}

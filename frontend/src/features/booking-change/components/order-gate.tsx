import { Button } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { OrderView } from '@pokerfest/domain';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { MessageScreen } from '../../../components/ui/message-screen';
import { appPaths } from '../../../config/paths';
import { BookingLinks } from './change-chrome';
import { ApiError, errorText } from '../../../lib/api-client';
import { useOrder } from '../../checkout';

const MyBookingsLink = () => (
  <Button asChild size="3">
    <Link to={appPaths.dashboard}>View My Bookings</Link>
  </Button>
);

/** The order of the URL, read from the server; while it loads, or when it is not the player's, a screen says so. */
export function OrderGate({ orderId, children }: { orderId: string; children: (order: OrderView) => ReactNode }) {
  const order = useOrder(orderId);
  if (order.isPending) return <LoadingScreen label="Loading your booking" />;
  if (order.isError) {
    const missing = order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400);
    return (
      <MessageScreen
        title={missing ? 'No Booking Found' : 'Booking unavailable'}
        message={missing ? "We couldn't find this booking. Your bookings are listed in your dashboard." : `Your booking could not be loaded: ${errorText(order.error)}`}
        actions={<MyBookingsLink />}
      />
    );
  }
  return children(order.data);
}

/** A booking that does not (or no longer) offer this change. */
export function NotOffered({ order, what }: { order: OrderView; what: 'changed' | 'cancelled' }) {
  return (
    <MessageScreen
      title={what === 'changed' ? 'This booking cannot be changed online' : 'This booking cannot be cancelled online'}
      message={
        order.pendingChange && what === 'changed'
          ? 'A change of this booking is waiting for its payment: pay it, or let it lapse, before asking for another.'
          : `Only a booking that is still open, for a festival that has not started yet, can be ${what} here. For anything else, please contact support.`
      }
      actions={
        <>
          <BookingLinks orderId={order.id} />
        </>
      }
    />
  );
}

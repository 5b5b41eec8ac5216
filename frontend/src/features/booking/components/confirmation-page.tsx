import '../booking-flow.css';
import { Button, Container } from '@radix-ui/themes';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { MessageScreen } from '../../../components/ui/message-screen';
import { appPaths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { dropUrlFlag } from '../../../lib/url-flag';
import { useOrder } from '../../checkout';
import { browserStorage, readBookingOrderId } from '../booking-storage';
import { paymentAcceptedOnArrival } from '../order-actions/payment-accepted';
import { ConfirmationReceipt } from './confirmation-receipt';

/** An id the server does not know for this player: unknown, another player's, or not an order id at all. */
const isMissingOrder = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

function NoBookingFound() {
  return (
    <MessageScreen
      title="No Booking Found"
      message="We couldn't find a booking to show. If you have just booked, you will find it in your dashboard."
      actions={
        <Button asChild size="3">
          <Link to={appPaths.home}>Return to Home</Link>
        </Button>
      }
    />
  );
}

function DetailsUnavailable({ orderId }: { orderId: string }) {
  return (
    <MessageScreen
      title="Booking Received"
      message={`Your booking was received (order ${orderId}), but its details are not available right now. Please check your dashboard in a moment.`}
      actions={
        <>
          <Button asChild size="3">
            <Link to={appPaths.dashboard}>View in Dashboard</Link>
          </Button>
          <Button asChild size="3" variant="soft">
            <Link to={appPaths.home}>Return to Home</Link>
          </Button>
        </>
      }
    />
  );
}

/**
 * With `print=1` in the URL the print dialog opens once a confirmed order is on screen (an unpaid or
 * closed one has no receipt to print), and the flag leaves the URL. `printable` is null while loading.
 */
function usePrintOnArrival(printable: boolean | null) {
  const [searchParams, setSearchParams] = useSearchParams();
  const wanted = searchParams.get('print') === '1';
  const printed = useRef(false);
  useEffect(() => {
    if (!wanted || printable === null || printed.current) return;
    printed.current = true;
    if (printable) window.print();
    dropUrlFlag(setSearchParams, 'print');
  }, [wanted, printable, setSearchParams]);
}

/** /booking/confirmation: the booked order, by ?order_id= or the stored order id (product spec section 2). */
export default function ConfirmationPage() {
  const [searchParams] = useSearchParams();
  const orderId = searchParams.get('order_id')?.trim() || readBookingOrderId(browserStorage());
  const order = useOrder(orderId);
  const missing = order.isError && isMissingOrder(order.error);
  usePrintOnArrival(order.data ? order.data.status === 'confirmed' : null);
  const paymentAccepted = paymentAcceptedOnArrival(useLocation().state);

  useEffect(() => {
    if (!order.error) return;
    if (isMissingOrder(order.error)) {
      notify({ title: 'Booking not found', description: "We couldn't find your booking details. Please start over.", tone: 'destructive', id: 'booking-confirmation' });
    } else {
      console.error('The order details could not be loaded.', order.error);
    }
  }, [order.error]);

  if (!orderId || missing) return <NoBookingFound />;
  if (order.isPending) return <LoadingScreen label="Loading your booking" />;
  if (order.isError) return <DetailsUnavailable orderId={orderId} />;
  return (
    <Container size="4" px="4" py="6">
      <ConfirmationReceipt order={order.data} paymentAccepted={paymentAccepted} />
    </Container>
  );
}

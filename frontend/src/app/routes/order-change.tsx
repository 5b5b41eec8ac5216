import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { LoadingScreen } from '../../components/ui/loading-screen';

const ChangePage = lazy(() => import('../../features/booking-change/components/change-page'));

/** /orders/{id}/change: change a booking through a quote (issue 17). */
export function OrderChangeRoute() {
  const { id = '' } = useParams();
  return (
    <Suspense fallback={<LoadingScreen label="Loading your booking" />}>
      <ChangePage orderId={id} />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { LoadingScreen } from '../../components/ui/loading-screen';

const CancelPage = lazy(() => import('../../features/booking-change/components/cancel-page'));

/** /orders/{id}/cancel: cancel a booking under its policy (issue 17). */
export function OrderCancelRoute() {
  const { id = '' } = useParams();
  return (
    <Suspense fallback={<LoadingScreen label="Loading your booking" />}>
      <CancelPage orderId={id} />
    </Suspense>
  );
}

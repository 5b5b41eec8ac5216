import { lazy, Suspense } from 'react';
import { LoadingScreen } from '../../components/ui/loading-screen';

// The wizard (with its machine and forms) is a chunk of its own, loaded on /booking/{id} only.
const BookingWizardPage = lazy(() => import('../../features/booking-wizard/components/booking-wizard-page'));

/** /booking/{id}: the booking wizard for a festival (spec section 2). */
export function BookingWizardRoute() {
  return (
    <Suspense fallback={<LoadingScreen label="Loading booking" />}>
      <BookingWizardPage />
    </Suspense>
  );
}

import ConfirmationPage from '../../features/booking/components/confirmation-page';

export function BookingConfirmationRoute() {
  return <ConfirmationPage />;
}

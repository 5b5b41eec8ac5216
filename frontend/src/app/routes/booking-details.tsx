import DetailsPage from '../../features/booking/components/details-page';

export function BookingDetailsRoute() {
  return <DetailsPage />;
}

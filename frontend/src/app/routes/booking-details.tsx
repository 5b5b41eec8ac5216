import { UnavailableScreen } from '../../components/ui/unavailable-screen';

export function BookingDetailsRoute() {
  return <UnavailableScreen title="Booking details" />;
}

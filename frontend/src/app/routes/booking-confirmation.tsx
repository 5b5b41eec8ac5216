import { UnavailableScreen } from '../../components/ui/unavailable-screen';

export function BookingConfirmationRoute() {
  return <UnavailableScreen title="Booking confirmation" />;
}

import { UnavailableScreen } from '../../components/ui/unavailable-screen';

export function BookingWizardRoute() {
  return <UnavailableScreen title="Booking wizard" />;
}

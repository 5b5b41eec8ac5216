import { UnavailableScreen } from '../../components/ui/unavailable-screen';

export function BookingPaymentRoute() {
  return <UnavailableScreen title="Payment" />;
}

import PaymentPage from '../../features/booking/components/payment-page';

export function BookingPaymentRoute() {
  return <PaymentPage />;
}

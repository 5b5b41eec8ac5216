// How the confirmation page words an order's state: 'Booking Confirmed' only for a confirmed
// order; a paid order the provider has not confirmed yet says so instead of claiming more.
import type { OrderView } from '@pokerfest/domain';

export interface OrderStatusText {
  heading: string;
  message: string;
  /** The status as the details list shows it. */
  label: string;
  tone: 'green' | 'amber' | 'red';
}

export function orderStatusText(order: Pick<OrderView, 'status' | 'paymentStatus' | 'customerName'>): OrderStatusText {
  const name = order.customerName ? `, ${order.customerName}` : '';
  switch (order.status) {
    case 'confirmed':
      return {
        heading: 'Booking Confirmed',
        message: `Thank you${name}! Your poker festival package is booked and paid. A confirmation has been sent to your email.`,
        label: 'Confirmed',
        tone: 'green',
      };
    case 'pending':
      return order.paymentStatus === 'failed' || order.paymentStatus === 'unpaid'
        ? {
            heading: 'Awaiting payment',
            message: 'This booking has not been paid yet. Its rooms and seats are held for a limited time.',
            label: 'Pending (awaiting payment)',
            tone: 'amber',
          }
        : {
            heading: 'Payment processing',
            message: 'We have not received the confirmation of your payment yet. This usually takes a few seconds; this page updates by itself.',
            label: 'Pending (payment processing)',
            tone: 'amber',
          };
    case 'cancelled':
      return { heading: 'Booking Cancelled', message: 'This booking was cancelled.', label: 'Cancelled', tone: 'red' };
    case 'expired':
      return {
        heading: 'Booking Expired',
        message: 'The hold on this booking ended before it was paid. Please start a new booking.',
        label: 'Expired',
        tone: 'red',
      };
    default: {
      const unknownStatus: never = order.status;
      return { heading: 'Booking', message: '', label: String(unknownStatus), tone: 'amber' };
    }
  }
}

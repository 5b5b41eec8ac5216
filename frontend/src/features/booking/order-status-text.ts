// How the confirmation page words an order's standing: 'Booking Confirmed' only for a confirmed
// order; 'Payment processing' only while a payment is really under way (see order-standing.ts); an
// unpaid order awaits payment, a closed one says so in one sentence.
import type { OrderView } from '@pokerfest/domain';
import { closedSentences, standingLooks, type OrderStanding } from './order-actions/order-standing';

export interface OrderStatusText {
  heading: string;
  message: string;
  /** The status as the details list shows it. */
  label: string;
  tone: 'green' | 'amber' | 'red' | 'gray';
}

export function orderStatusText(order: Pick<OrderView, 'customerName'>, standing: OrderStanding): OrderStatusText {
  const name = order.customerName ? `, ${order.customerName}` : '';
  const label = standingLooks[standing].label;
  switch (standing) {
    case 'confirmed':
      return {
        heading: 'Booking Confirmed',
        message: `Thank you${name}! Your poker festival package is booked and paid. A confirmation has been sent to your email.`,
        label,
        tone: 'green',
      };
    case 'awaiting-payment':
      return {
        heading: 'Awaiting payment',
        message: 'This booking has not been paid yet. Complete the payment before its hold ends to keep it, or cancel it.',
        label,
        tone: 'amber',
      };
    case 'payment-processing':
      return {
        heading: 'Payment processing',
        message: 'We have not received the confirmation of your payment yet. This usually takes a few seconds; this page updates by itself.',
        label,
        tone: 'amber',
      };
    case 'cancelled':
      return { heading: 'Booking Cancelled', message: closedSentences.cancelled, label, tone: 'red' };
    case 'expired':
      return { heading: 'Booking Expired', message: `${closedSentences.expired} Its room and seats were released; please start a new booking.`, label, tone: 'gray' };
  }
}

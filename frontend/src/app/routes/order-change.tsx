import { lazy } from 'react';
import { bookingPageRoute } from './page-route';

/** /orders/{id}/change: change a booking through a quote (issue 17). */
export const OrderChangeRoute = bookingPageRoute(lazy(() => import('../../features/booking-change/components/change-page')));

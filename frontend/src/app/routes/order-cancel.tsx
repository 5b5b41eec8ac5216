import { lazy } from 'react';
import { bookingPageRoute } from './page-route';

/** /orders/{id}/cancel: cancel a booking under its policy (issue 17). */
export const OrderCancelRoute = bookingPageRoute(lazy(() => import('../../features/booking-change/components/cancel-page')));

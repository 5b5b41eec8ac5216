import { lazy } from 'react';
import { pageRoute } from './page-route';

// The wizard (with its machine and forms) is a chunk of its own, loaded on /booking/{id} only.
/** /booking/{id}: the booking wizard for a festival (spec section 2). */
export const BookingWizardRoute = pageRoute(lazy(() => import('../../features/booking-wizard/components/booking-wizard-page')), 'Loading booking');

import { lazy } from 'react';
import { pageRoute } from './page-route';

/** /waiting-list/leave?token=…: leaving a waiting list from the offer e-mail, without logging in (issue 19). */
export const WaitingListLeaveRoute = pageRoute(lazy(() => import('../../features/waiting-list/components/leave-page')), 'Leaving the waiting list');

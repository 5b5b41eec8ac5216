import { lazy, Suspense } from 'react';
import { LoadingScreen } from '../../components/ui/loading-screen';

const LeavePage = lazy(() => import('../../features/waiting-list/components/leave-page'));

/** /waiting-list/leave?token=…: leaving a waiting list from the offer e-mail, without logging in (issue 19). */
export function WaitingListLeaveRoute() {
  return (
    <Suspense fallback={<LoadingScreen label="Leaving the waiting list" />}>
      <LeavePage />
    </Suspense>
  );
}

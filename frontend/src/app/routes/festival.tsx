import { Suspense } from 'react';
import { LoadingScreen } from '../../components/ui/loading-screen';
import FestivalPage from '../../features/festival/components/festival-page';

// This route module is already its own chunk (router.tsx): the page comes in it, not one round trip later.

export function FestivalRoute() {
  return (
    <Suspense fallback={<LoadingScreen label="Loading festival" />}>
      <FestivalPage />
    </Suspense>
  );
}

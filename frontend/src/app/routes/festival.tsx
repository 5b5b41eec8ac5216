import { lazy, Suspense } from 'react';
import { LoadingScreen } from '../../components/ui/loading-screen';

// The festival page is its own chunk, so the home page loads only what it shows.
const FestivalPage = lazy(() => import('../../features/festival/components/festival-page'));

export function FestivalRoute() {
  return (
    <Suspense fallback={<LoadingScreen label="Loading festival" />}>
      <FestivalPage />
    </Suspense>
  );
}

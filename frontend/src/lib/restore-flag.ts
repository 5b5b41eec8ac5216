import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { dropUrlFlag } from './url-flag';

/**
 * The auth page returns with restoreBooking=true (spec: /auth). Every screen reads its state from
 * storage, so the flag only has to leave the URL, where a shared or bookmarked link would keep it.
 */
export function useRestoreFlagRemoval(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const flagged = searchParams.has('restoreBooking');
  useEffect(() => {
    if (flagged) dropUrlFlag(setSearchParams, 'restoreBooking');
  }, [flagged, setSearchParams]);
}

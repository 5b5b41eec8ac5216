import { useQuery } from '@tanstack/react-query';
import type { LoyaltySummaryView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiReadOptions } from '../../../lib/api-read';

/** GET /api/loyalty/me: points, pending points, tier and the member's transactions, newest first. */
export const loyaltySummaryQueryOptions = apiReadOptions<LoyaltySummaryView>(apiPaths.loyaltyMe);

/** Every query under this key reads the member's own loyalty; an admin's adjustment invalidates it. */
export const loyaltySummaryQueryKey = loyaltySummaryQueryOptions.queryKey;

/**
 * Read again each time the tab opens: points arrive from the server's own timers (check-in) and
 * from admins, never from anything this session does, so no mutation here could invalidate them.
 */
export function useLoyaltySummary() {
  return useQuery({ ...loyaltySummaryQueryOptions, refetchOnMount: 'always' });
}

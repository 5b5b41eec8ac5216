import { useQuery } from '@tanstack/react-query';
import type { ReferredUser } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiReadOptions } from '../../../lib/api-read';

/** GET /api/users/referrals (agents and admins): the players who registered with my code. */
export const referralsQueryOptions = apiReadOptions<ReferredUser[]>(apiPaths.userReferrals);

export const referralsQueryKey = referralsQueryOptions.queryKey;

/** Read again each time the tab opens: referred players sign up and earn points outside this session. */
export function useReferrals() {
  return useQuery({ ...referralsQueryOptions, refetchOnMount: 'always' });
}

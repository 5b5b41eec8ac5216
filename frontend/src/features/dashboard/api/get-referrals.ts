import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferredUser } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { fetchJson } from '../../../lib/api-client';

export const referralsQueryKey = [apiPaths.userReferrals] as const;

/** GET /api/users/referrals (agents and admins): the players who registered with my code. */
export function getReferrals(signal?: AbortSignal): Promise<ReferredUser[]> {
  return fetchJson<ReferredUser[]>(apiPaths.userReferrals, { on401: 'throw', signal });
}

export const referralsQueryOptions = queryOptions({
  queryKey: referralsQueryKey,
  queryFn: ({ signal }) => getReferrals(signal),
});

/** Read again each time the tab opens: referred players sign up and earn points outside this session. */
export function useReferrals() {
  return useQuery({ ...referralsQueryOptions, refetchOnMount: 'always' });
}

// The shop's cancellation policy in words (GET /api/cancellation-policy), for every screen that
// states it: the legal page, the details page, the help page. The admin edits it in Settings; the
// text is always `policySentences` of the policy in force, never written by hand.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_CANCELLATION_POLICY, policySentences, type CancellationPolicyView } from '@pokerfest/domain';
import { apiPaths } from '../config/paths';
import { fetchJson } from './api-client';

/** What the screens say before the server answers, or when it cannot be reached: the spec's rule. */
export const DEFAULT_POLICY_VIEW: CancellationPolicyView = {
  version: null,
  policy: DEFAULT_CANCELLATION_POLICY,
  sentences: policySentences(DEFAULT_CANCELLATION_POLICY),
};

// Another admin may change the policy at any time: a page opened a minute later reads it again.
const POLICY_STALE_MS = 60_000;

export const cancellationPolicyQueryOptions = queryOptions({
  queryKey: [apiPaths.cancellationPolicy] as const,
  queryFn: ({ signal }) => fetchJson<CancellationPolicyView>(apiPaths.cancellationPolicy, { on401: 'throw', signal }),
  staleTime: POLICY_STALE_MS,
});

/** The policy in force with its sentences; the default's while loading or offline. */
export function useCancellationPolicy(): CancellationPolicyView {
  return useQuery(cancellationPolicyQueryOptions).data ?? DEFAULT_POLICY_VIEW;
}

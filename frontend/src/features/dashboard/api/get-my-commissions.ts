import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentCommissionsView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { fetchJson } from '../../../lib/api-client';

export const myCommissionsQueryKey = [apiPaths.agentCommissions] as const;

/** GET /api/agents/me/commissions (agents and admins): spending of my referred players and the projection. */
export function getMyCommissions(signal?: AbortSignal): Promise<AgentCommissionsView> {
  return fetchJson<AgentCommissionsView>(apiPaths.agentCommissions, { on401: 'throw', signal });
}

export const myCommissionsQueryOptions = queryOptions({
  queryKey: myCommissionsQueryKey,
  queryFn: ({ signal }) => getMyCommissions(signal),
});

/** Read again each time the tab opens: referred players book and check in outside this session. */
export function useMyCommissions() {
  return useQuery({ ...myCommissionsQueryOptions, refetchOnMount: 'always' });
}

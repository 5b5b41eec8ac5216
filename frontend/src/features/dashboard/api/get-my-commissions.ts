import { useQuery } from '@tanstack/react-query';
import type { AgentCommissionsView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiReadOptions } from '../../../lib/api-read';

/** GET /api/agents/me/commissions (agents and admins): spending of my referred players and the projection. */
export const myCommissionsQueryOptions = apiReadOptions<AgentCommissionsView>(apiPaths.agentCommissions);

export const myCommissionsQueryKey = myCommissionsQueryOptions.queryKey;

/** Read again each time the tab opens: referred players book and check in outside this session. */
export function useMyCommissions() {
  return useQuery({ ...myCommissionsQueryOptions, refetchOnMount: 'always' });
}

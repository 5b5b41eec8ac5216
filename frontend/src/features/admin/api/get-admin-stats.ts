import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { fetchJson } from '../../../lib/api-client';

export type StatName = keyof typeof apiPaths.admin.stats;

/** GET /api/admin/stats/{name}: a single number (revenue in cents). */
export function getAdminStat(name: StatName, signal?: AbortSignal): Promise<number> {
  return fetchJson<number>(apiPaths.admin.stats[name], { on401: 'throw', signal });
}

export function adminStatQueryOptions(name: StatName) {
  return queryOptions({
    queryKey: [apiPaths.admin.stats[name]],
    queryFn: ({ signal }) => getAdminStat(name, signal),
  });
}

/**
 * One admin figure. Read again each time the Overview opens: players book and register in other
 * sessions, so nothing the admin does here could mark these numbers out of date.
 */
export function useAdminStat(name: StatName) {
  const query = useQuery({ ...adminStatQueryOptions(name), refetchOnMount: 'always' });
  const value = typeof query.data === 'number' && Number.isFinite(query.data) ? query.data : undefined;
  return { value, isLoading: query.isLoading, isError: query.isError };
}

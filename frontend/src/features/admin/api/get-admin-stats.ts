import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { fetchJson } from '../../../lib/api-client';

type StatName = keyof typeof apiPaths.admin.stats;

/** GET /api/admin/stats/{name}: a single number (revenue in cents). */
export function getAdminStat(name: StatName, signal?: AbortSignal): Promise<number> {
  return fetchJson<number>(apiPaths.admin.stats[name], { on401: 'throw', signal });
}

/** One admin figure, or undefined while it loads or when the server cannot give it. */
export function useAdminStat(name: StatName): number | undefined {
  const query = useQuery({
    queryKey: [apiPaths.admin.stats[name]],
    queryFn: ({ signal }) => getAdminStat(name, signal),
  });
  return typeof query.data === 'number' && Number.isFinite(query.data) ? query.data : undefined;
}

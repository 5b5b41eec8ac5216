import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CasinoView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { fetchJson } from '../../../lib/api-client';

export const adminCasinosQueryKey = [apiPaths.admin.casinos] as const;

/** GET /api/admin/casinos: every casino. */
export function getAdminCasinos(signal?: AbortSignal): Promise<CasinoView[]> {
  return fetchJson<CasinoView[]>(apiPaths.admin.casinos, { on401: 'throw', signal });
}

export const adminCasinosQueryOptions = queryOptions({
  queryKey: adminCasinosQueryKey,
  queryFn: ({ signal }) => getAdminCasinos(signal),
});

export function useAdminCasinos() {
  return useQuery(adminCasinosQueryOptions);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FestivalView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { fetchJson } from '../../../lib/api-client';

export const adminFestivalsQueryKey = [apiPaths.admin.products] as const;

/** GET /api/admin/products: every festival, inactive ones too. */
export function getAdminFestivals(signal?: AbortSignal): Promise<FestivalView[]> {
  return fetchJson<FestivalView[]>(apiPaths.admin.products, { on401: 'throw', signal });
}

export const adminFestivalsQueryOptions = queryOptions({
  queryKey: adminFestivalsQueryKey,
  queryFn: ({ signal }) => getAdminFestivals(signal),
});

export function useAdminFestivals() {
  return useQuery(adminFestivalsQueryOptions);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { fetchJson } from '../../../lib/api-client';

export const adminHotelsQueryKey = [apiPaths.admin.hotels] as const;

/** GET /api/admin/hotels: every hotel. */
export function getAdminHotels(signal?: AbortSignal): Promise<HotelView[]> {
  return fetchJson<HotelView[]>(apiPaths.admin.hotels, { on401: 'throw', signal });
}

export const adminHotelsQueryOptions = queryOptions({
  queryKey: adminHotelsQueryKey,
  queryFn: ({ signal }) => getAdminHotels(signal),
});

export function useAdminHotels() {
  return useQuery(adminHotelsQueryOptions);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccommodationView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { fetchJson } from '../../../lib/api-client';

export const festivalAccommodationsQueryKey = (festivalId: string) => [apiPaths.accommodations(festivalId)] as const;

/** GET /api/accommodations?festivalId={id}: the rooms offered at one festival. */
export function getFestivalAccommodations(festivalId: string, signal?: AbortSignal): Promise<AccommodationView[]> {
  return fetchJson<AccommodationView[]>(apiPaths.accommodations(festivalId), { on401: 'throw', signal });
}

export const festivalAccommodationsQueryOptions = (festivalId: string) =>
  queryOptions({
    queryKey: festivalAccommodationsQueryKey(festivalId),
    queryFn: ({ signal }) => getFestivalAccommodations(festivalId, signal),
  });

/** Loaded only for a festival that exists (an id is known). */
export function useFestivalAccommodations(festivalId: string | undefined) {
  return useQuery({ ...festivalAccommodationsQueryOptions(festivalId ?? ''), enabled: Boolean(festivalId) });
}

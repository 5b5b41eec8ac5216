import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExtraView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { fetchJson } from '../../../lib/api-client';

export const festivalExtrasQueryKey = (festivalId: string) => [apiPaths.extras(festivalId)] as const;

/** GET /api/extras?festivalId={id}: one festival's extra products. */
export function getFestivalExtras(festivalId: string, signal?: AbortSignal): Promise<ExtraView[]> {
  return fetchJson<ExtraView[]>(apiPaths.extras(festivalId), { on401: 'throw', signal });
}

export const festivalExtrasQueryOptions = (festivalId: string) =>
  queryOptions({
    queryKey: festivalExtrasQueryKey(festivalId),
    queryFn: ({ signal }) => getFestivalExtras(festivalId, signal),
  });

/** Loaded only for a festival that exists (an id is known). */
export function useFestivalExtras(festivalId: string | undefined) {
  return useQuery({ ...festivalExtrasQueryOptions(festivalId ?? ''), enabled: Boolean(festivalId) });
}

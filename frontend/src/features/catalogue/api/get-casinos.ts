import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { fetchJson } from '../../../lib/api-client';
import type { Casino } from '../types';

/** The casino list is cached for 10 minutes (spec section 9). */
export const CASINOS_STALE_TIME_MS = 600_000;

/** GET /api/casinos */
export function getCasinos(signal?: AbortSignal): Promise<Casino[]> {
  return fetchJson<Casino[]>(apiPaths.casinos, { on401: 'throw', signal });
}

export const casinosQueryOptions = queryOptions({
  queryKey: [apiPaths.casinos],
  queryFn: ({ signal }) => getCasinos(signal),
  staleTime: CASINOS_STALE_TIME_MS,
});

export function useCasinos() {
  return useQuery(casinosQueryOptions);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { fetchJson } from '../../../lib/api-client';
import type { Tournament } from '../types';

/** GET /api/products/{id}/tournaments: the tournaments of a festival. */
export function getProductTournaments(productId: string, signal?: AbortSignal): Promise<Tournament[]> {
  return fetchJson<Tournament[]>(apiPaths.productTournaments(productId), { on401: 'throw', signal });
}

export function productTournamentsQueryOptions(productId: string) {
  return queryOptions({
    queryKey: [apiPaths.productTournaments(productId)],
    queryFn: ({ signal }) => getProductTournaments(productId, signal),
  });
}

/** Enabled only when the id is present (spec section 7). */
export function useProductTournaments(productId: string | undefined) {
  return useQuery({ ...productTournamentsQueryOptions(productId ?? ''), enabled: Boolean(productId) });
}

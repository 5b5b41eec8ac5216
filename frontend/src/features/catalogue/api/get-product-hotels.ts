import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { fetchJson } from '../../../lib/api-client';
import type { Hotel } from '../types';

/** GET /api/products/{id}/hotels: the hotels of a festival. */
export function getProductHotels(productId: string, signal?: AbortSignal): Promise<Hotel[]> {
  return fetchJson<Hotel[]>(apiPaths.productHotels(productId), { on401: 'throw', signal });
}

export function productHotelsQueryOptions(productId: string) {
  return queryOptions({
    queryKey: [apiPaths.productHotels(productId)],
    queryFn: ({ signal }) => getProductHotels(productId, signal),
  });
}

/** Enabled only when the id is present (spec section 7). */
export function useProductHotels(productId: string | undefined) {
  return useQuery({ ...productHotelsQueryOptions(productId ?? ''), enabled: Boolean(productId) });
}

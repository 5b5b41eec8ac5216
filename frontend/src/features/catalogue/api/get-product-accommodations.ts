import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { fetchJson } from '../../../lib/api-client';
import type { Accommodation } from '../types';

/** GET /api/products/{id}/accommodations: the rooms of a festival. */
export function getProductAccommodations(productId: string, signal?: AbortSignal): Promise<Accommodation[]> {
  return fetchJson<Accommodation[]>(apiPaths.productAccommodations(productId), { on401: 'throw', signal });
}

export function productAccommodationsQueryOptions(productId: string) {
  return queryOptions({
    queryKey: [apiPaths.productAccommodations(productId)],
    queryFn: ({ signal }) => getProductAccommodations(productId, signal),
  });
}

/** Enabled only when the id is present (spec section 7). */
export function useProductAccommodations(productId: string | undefined) {
  return useQuery({ ...productAccommodationsQueryOptions(productId ?? ''), enabled: Boolean(productId) });
}

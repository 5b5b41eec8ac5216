import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { fetchJson } from '../../../lib/api-client';
import type { Festival } from '../types';

/** GET /api/products/{id}: one festival. */
export function getProduct(productId: string, signal?: AbortSignal): Promise<Festival> {
  return fetchJson<Festival>(apiPaths.product(productId), { on401: 'throw', signal });
}

export function productQueryOptions(productId: string) {
  return queryOptions({
    queryKey: [apiPaths.product(productId)],
    queryFn: ({ signal }) => getProduct(productId, signal),
  });
}

/** Enabled only when the id is present (spec section 7). */
export function useProduct(productId: string | undefined) {
  return useQuery({ ...productQueryOptions(productId ?? ''), enabled: Boolean(productId) });
}

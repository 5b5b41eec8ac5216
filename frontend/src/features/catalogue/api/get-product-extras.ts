import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { fetchJson } from '../../../lib/api-client';
import type { Extra } from '../types';

/** GET /api/products/{id}/extras: the extras of a festival. */
export function getProductExtras(productId: string, signal?: AbortSignal): Promise<Extra[]> {
  return fetchJson<Extra[]>(apiPaths.productExtras(productId), { on401: 'throw', signal });
}

export function productExtrasQueryOptions(productId: string) {
  return queryOptions({
    queryKey: [apiPaths.productExtras(productId)],
    queryFn: ({ signal }) => getProductExtras(productId, signal),
  });
}

/** Enabled only when the id is present (spec section 7). */
export function useProductExtras(productId: string | undefined) {
  return useQuery({ ...productExtrasQueryOptions(productId ?? ''), enabled: Boolean(productId) });
}

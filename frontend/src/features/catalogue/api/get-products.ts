import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { fetchJson } from '../../../lib/api-client';
import type { Festival } from '../types';

/** GET /api/products: the festival list. */
export function getProducts(signal?: AbortSignal): Promise<Festival[]> {
  return fetchJson<Festival[]>(apiPaths.products, { on401: 'throw', signal });
}

export const productsQueryOptions = queryOptions({
  queryKey: [apiPaths.products],
  queryFn: ({ signal }) => getProducts(signal),
});

export function useProducts() {
  return useQuery(productsQueryOptions);
}

import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { apiReadOptions } from '../../../lib/api-read';
import type { FestivalListItem } from '../types';

/** GET /api/products: the festival list. */
export const productsQueryOptions = apiReadOptions<FestivalListItem[]>(apiPaths.products);

export function useProducts() {
  return useQuery(productsQueryOptions);
}

// The shop's facts (GET /api/shop): the seller named on receipts and legal pages, the one in force
// (Admin → Settings, else the server's configuration). Another admin may save a new seller at any
// time: a page opened a minute later reads it again, and a save in this browser refreshes it at once.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopView } from '@pokerfest/domain';
import { apiPaths } from '../config/paths';

const SHOP_STALE_MS = 60_000;

export const shopQueryOptions = queryOptions<ShopView>({ queryKey: [apiPaths.shop], staleTime: SHOP_STALE_MS });

export function useShop() {
  return useQuery(shopQueryOptions);
}

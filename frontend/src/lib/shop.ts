// The shop's facts each deployment configures (GET /api/shop): the seller named on receipts. Read
// once per visit; they change only with a restart of the server.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopView } from '@pokerfest/domain';
import { apiPaths } from '../config/paths';

export const shopQueryOptions = queryOptions<ShopView>({ queryKey: [apiPaths.shop] });

export function useShop() {
  return useQuery(shopQueryOptions);
}

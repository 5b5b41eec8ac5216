// Remaining stock as the pages read it: the shop's low-stock threshold (GET /api/shop) and, for a
// page that re-checks earlier choices, the festival's room and tournament lists read again as the
// page opens (a revalidation: an unchanged list costs a 304).
import { useQuery } from '@tanstack/react-query';
import { useShop } from '../../../lib/shop';
import { DEFAULT_LOW_STOCK_THRESHOLD, soldOutSinceChosen, type ChosenItem } from '../stock';
import { productAccommodationsQueryOptions, productTournamentsQueryOptions } from './festival-reads';

/** At or below this many left an item says "Only N left"; the server's default until the shop's facts arrive. */
export function useLowStockThreshold(): number {
  return useShop().data?.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
}

/** Which of `chosen` (of festival `productId`) sold out since it was chosen, from lists fetched fresh on mount. */
export function useSoldOutSinceChosen(productId: string, chosen: readonly ChosenItem[]): ChosenItem[] {
  const fresh = { refetchOnMount: 'always', staleTime: 0, enabled: chosen.length > 0 } as const;
  const accommodations = useQuery({ ...productAccommodationsQueryOptions(productId), ...fresh, enabled: fresh.enabled && chosen.some((item) => item.kind === 'accommodation') });
  const tournaments = useQuery({ ...productTournamentsQueryOptions(productId), ...fresh, enabled: fresh.enabled && chosen.some((item) => item.kind === 'tournament') });
  // only lists read since this page opened count: a list from before could say what was true then
  const accommodationsFresh = accommodations.isFetchedAfterMount ? accommodations.data : undefined;
  const tournamentsFresh = tournaments.isFetchedAfterMount ? tournaments.data : undefined;
  return soldOutSinceChosen(chosen, { accommodations: accommodationsFresh, tournaments: tournamentsFresh });
}

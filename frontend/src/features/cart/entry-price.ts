// A festival's cart entry as the price call takes it (issue 32), and its price for a signed-in player:
// the festival page's summary and booking bar, the cart's panel and the wizard show it. A visitor
// cannot be priced (the call is for a signed-in player): their screens keep the cart's own sum.
import { useQueries } from '@tanstack/react-query';
import { calendarDayOf } from '@pokerfest/domain';
import { useCurrentUser } from '../account';
import { packagePriceQueryOptions, stayFields, usePackagePrice, type PackagePrice, type PackageSelection } from '../checkout';
import { festivalTotalCents } from './pricing';
import type { Cart, CartEntry } from './types';

/** One extra id per unit: the API counts a repeated id as another of that extra. */
const extraIds = (entry: CartEntry) => entry.extras.flatMap((extra) => Array.from({ length: Math.max(1, extra.quantity) }, () => extra.id));

export function entryPackage(entry: CartEntry): PackageSelection {
  const { hotel } = entry;
  return {
    productId: entry.productId,
    ...stayFields(hotel ? { roomId: hotel.id, nights: hotel.nights, checkIn: calendarDayOf(hotel.checkIn) } : null),
    tournaments: entry.tournaments.filter((tournament) => tournament.isPurchased).map((tournament) => tournament.id),
    reservedTournaments: entry.tournaments.filter((tournament) => !tournament.isPurchased).map((tournament) => tournament.id),
    extras: extraIds(entry),
  };
}

export type EntryPrice = PackagePrice & { signedIn: boolean };

/** The entry's price with its code (no credit: that is chosen where the order is placed); nothing for a visitor or an empty entry. */
export function useEntryPrice(entry: CartEntry | undefined): EntryPrice {
  const { user } = useCurrentUser();
  const price = usePackagePrice(user && entry ? entryPackage(entry) : null, { voucherCode: entry?.voucherCode ?? null, useCredit: false });
  return { ...price, signedIn: user !== null };
}

/** Every entry's price (the cart's panel) and the cart's total: the prices' sum once all are in, else the cart's own sum. */
export function useEntryPrices(entries: Cart): { prices: EntryPrice[]; totalCents: number } {
  const { user } = useCurrentUser();
  const results = useQueries({
    queries: entries.map((entry) => ({
      ...packagePriceQueryOptions(entryPackage(entry), { voucherCode: entry.voucherCode ?? null, useCredit: false }),
      enabled: user !== null,
    })),
  });
  const prices = results.map((result) => ({ priced: user && !result.isError ? result.data : undefined, checking: result.isFetching, failed: result.isError, signedIn: user !== null }));
  const totalCents = entries.reduce((sum, entry, index) => sum + (prices[index]?.priced?.view.totalPriceCents ?? festivalTotalCents(entry)), 0);
  return { prices, totalCents };
}

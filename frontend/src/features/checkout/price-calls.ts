// The price a signed-in player's package would have (issue 32), as POST /api/orders/price answers it:
// the subtotal, the VIP discount and a voucher code, the total, and the tournament credit with what
// the card pays. Every booking screen shows these lines, and the order is placed at this total (the
// server refuses any other). A refused code is not an unpriced package: the package is priced again
// without it, and the refusal (the API's sentence for the player) goes beside the code field.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PriceView, priceRequestSchema } from '@pokerfest/domain';
import { apiPaths } from '../../config/paths';
import { ApiError, apiJson } from '../../lib/api-client';

type PriceRequestInput = z.input<typeof priceRequestSchema>;

/** What a package holds, as the price call and POST /api/orders take it. */
export type PackageSelection = Omit<PriceRequestInput, 'voucherCode' | 'useCredit'>;

/** The player's promotions for it: the code they applied (null: none) and whether their credit pays first. */
export interface PriceTerms {
  voucherCode: string | null;
  useCredit: boolean;
}

export interface PricedPackage {
  view: PriceView;
  /** The code in this price; null without one, or when it was refused. */
  voucherCode: string | null;
  /** Why the applied code was refused, in the API's words for the player; null when it was not. */
  refusal: string | null;
}

/** The API's sentence when a refusal is about the code (`details.field === 'voucherCode'`); null for any other failure. */
export function voucherRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return null;
  const details = error.details;
  const aboutCode = details !== null && typeof details === 'object' && 'field' in details && details.field === 'voucherCode';
  return aboutCode ? (error.serverError ?? null) : null;
}

const priceOf = (selection: PackageSelection, terms: PriceTerms, signal: AbortSignal) =>
  apiJson<PriceView>('POST', apiPaths.orderPrice, { ...selection, voucherCode: terms.voucherCode, useCredit: terms.useCredit }, { signal });

async function pricePackage(selection: PackageSelection, terms: PriceTerms, signal: AbortSignal): Promise<PricedPackage> {
  try {
    return { view: await priceOf(selection, terms, signal), voucherCode: terms.voucherCode, refusal: null };
  } catch (error) {
    const refusal = terms.voucherCode ? voucherRefusal(error) : null;
    if (refusal === null) throw error;
    return { view: await priceOf(selection, { ...terms, voucherCode: null }, signal), voucherCode: null, refusal };
  }
}

/** The cache key every price shares: what a finished booking (credit used, a code's use taken) makes stale. */
export const packagePriceKey = [apiPaths.orderPrice] as const;

/**
 * Keyed by the selection, the code and the credit choice. A minute fresh: the order is placed at the
 * price the player was shown when it is that recent, and at a price read again otherwise.
 */
export function packagePriceQueryOptions(selection: PackageSelection, terms: PriceTerms) {
  return queryOptions({
    queryKey: [...packagePriceKey, selection, terms.voucherCode, terms.useCredit] as const,
    queryFn: ({ signal }) => pricePackage(selection, terms, signal),
    staleTime: 60_000,
  });
}

export interface PackagePrice {
  /** The latest price (the previous one while the next is on its way); none for a visitor, or before the first answer. */
  priced: PricedPackage | undefined;
  /** A price is on its way (a code being checked, a choice being priced). */
  checking: boolean;
  /** The call failed for another reason than the code: the screen keeps its own sum. */
  failed: boolean;
}

/** The package's price; `selection` null (nothing to price, or a visitor) asks nothing. */
export function usePackagePrice(selection: PackageSelection | null, terms: PriceTerms): PackagePrice {
  const options = packagePriceQueryOptions(selection ?? { productId: '', tournaments: [], reservedTournaments: [], extras: [] }, terms);
  // the selection changes as the player clicks: the last price stays on screen until the next is in
  const query = useQuery({ ...options, enabled: selection !== null, placeholderData: (previous) => previous });
  if (selection === null) return { priced: undefined, checking: false, failed: false };
  return { priced: query.isError ? undefined : query.data, checking: query.isFetching, failed: query.isError };
}

/** A booking took credit or a code's use: every price and the credit balance are read again. */
export function refreshPromotions(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: packagePriceKey });
  void queryClient.invalidateQueries({ queryKey: [apiPaths.credit] });
}

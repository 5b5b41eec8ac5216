import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { apiReadOptions } from '../../../lib/api-read';
import type { Accommodation, Extra, Festival, Hotel, Tournament } from '../types';

/** One of a festival's reads: its query options (also prefetched) and its hook. */
function festivalRead<T>(path: (productId: string) => string) {
  const options = (productId: string) => apiReadOptions<T>(path(productId));
  /** Enabled only when the id is present (spec section 7). */
  const useRead = (productId: string | undefined) => useQuery({ ...options(productId ?? ''), enabled: Boolean(productId) });
  return { options, useRead };
}

/** GET /api/products/{id}: one festival. */
const product = festivalRead<Festival>(apiPaths.product);
/** GET /api/products/{id}/accommodations: the rooms of a festival. */
const accommodations = festivalRead<Accommodation[]>(apiPaths.productAccommodations);
/** GET /api/products/{id}/hotels: the hotels of a festival. */
const hotels = festivalRead<Hotel[]>(apiPaths.productHotels);
/** GET /api/products/{id}/tournaments: the tournaments of a festival. */
const tournaments = festivalRead<Tournament[]>(apiPaths.productTournaments);
/** GET /api/products/{id}/extras: the extras of a festival. */
const extras = festivalRead<Extra[]>(apiPaths.productExtras);

export const productQueryOptions = product.options;
export const productAccommodationsQueryOptions = accommodations.options;
export const productHotelsQueryOptions = hotels.options;
export const productTournamentsQueryOptions = tournaments.options;
export const productExtrasQueryOptions = extras.options;

export const useProduct = product.useRead;
export const useProductAccommodations = accommodations.useRead;
export const useProductHotels = hotels.useRead;
export const useProductTournaments = tournaments.useRead;
export const useProductExtras = extras.useRead;

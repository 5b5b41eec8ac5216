import type { QueryClient } from '@tanstack/react-query';
import {
  productAccommodationsQueryOptions,
  productExtrasQueryOptions,
  productHotelsQueryOptions,
  productQueryOptions,
  productTournamentsQueryOptions,
} from './festival-reads';

/**
 * Starts the festival page's reads as soon as its route matches, while its code is still loading,
 * instead of after the page first renders: on a slow network that is a round trip or more off its
 * first meaningful paint (ADR 0023). The page's own queries pick up the reads in flight.
 */
export function prefetchFestival(client: QueryClient, productId: string): void {
  void client.prefetchQuery(productQueryOptions(productId));
  void client.prefetchQuery(productAccommodationsQueryOptions(productId));
  void client.prefetchQuery(productHotelsQueryOptions(productId));
  void client.prefetchQuery(productTournamentsQueryOptions(productId));
  void client.prefetchQuery(productExtrasQueryOptions(productId));
}

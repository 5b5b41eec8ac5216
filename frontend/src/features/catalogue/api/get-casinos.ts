import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { apiReadOptions } from '../../../lib/api-read';
import type { Casino } from '../types';

/** The casino list is cached for 10 minutes (spec section 9). */
export const CASINOS_STALE_TIME_MS = 600_000;

/** GET /api/casinos */
export const casinosQueryOptions = { ...apiReadOptions<Casino[]>(apiPaths.casinos), staleTime: CASINOS_STALE_TIME_MS };

export function useCasinos() {
  return useQuery(casinosQueryOptions);
}

import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/** Spec section 7 defaults: no automatic retry, no refetch on focus, no polling, data never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

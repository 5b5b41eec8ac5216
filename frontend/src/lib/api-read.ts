import { queryOptions } from '@tanstack/react-query';
import { fetchJson } from './api-client';

/**
 * The query of one GET behind the session (a 401 is an error, not "nobody"): keyed by its path
 * alone, which is what index.html's first reads and every invalidation look the cache up by.
 */
export function apiReadOptions<T>(path: string) {
  return queryOptions({
    queryKey: [path] as const,
    queryFn: ({ signal }) => fetchJson<T>(path, { on401: 'throw', signal }),
  });
}

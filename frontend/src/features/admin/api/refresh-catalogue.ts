import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';

const beforeQuery = (url: string) => url.split('?')[0] ?? url;

// The public catalogue reads the shop front caches (home, festival page); an admin write makes them stale.
const PUBLIC_CATALOGUE = [
  apiPaths.products,
  apiPaths.casinos,
  apiPaths.hotels,
  beforeQuery(apiPaths.accommodations('')),
  beforeQuery(apiPaths.tournaments('')),
  beforeQuery(apiPaths.extras('')),
];

function isPublicCatalogueKey(queryKey: QueryKey): boolean {
  const first = queryKey[0];
  return typeof first === 'string' && PUBLIC_CATALOGUE.some((prefix) => first.startsWith(prefix));
}

/** After an admin catalogue write: refetch the admin lists named by `keys` and mark the shop front's copies stale. */
export function refreshCatalogue(queryClient: QueryClient, ...keys: QueryKey[]): Promise<unknown> {
  return Promise.all([
    ...keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    queryClient.invalidateQueries({ predicate: (query) => isPublicCatalogueKey(query.queryKey) }),
  ]);
}

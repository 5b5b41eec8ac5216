import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { fetchJson } from '../../../lib/api-client';
import type { CurrentUser } from '../types';

export const currentUserQueryKey = [apiPaths.user] as const;

/** GET /api/user in null-on-401 mode. */
export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  return fetchJson<CurrentUser>(apiPaths.user, { on401: 'returnNull', signal });
}

export const currentUserQueryOptions = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: ({ signal }) => getCurrentUser(signal),
});

export interface CurrentUserState {
  /** The logged-in user, or null for a visitor. */
  user: CurrentUser | null;
  /** True only while the first answer is awaited. */
  isLoading: boolean;
}

/**
 * The session's user. Any failure (a 401, or an API that cannot answer) counts as "no user",
 * so the site stays usable for visitors.
 */
export function useCurrentUser(): CurrentUserState {
  const query = useQuery(currentUserQueryOptions);
  return { user: query.data ?? null, isLoading: query.isLoading };
}

/** After a login or registration: cache the user the server answered, then confirm it with a fresh read. */
function rememberSignedInUser(queryClient: QueryClient, user: CurrentUser): void {
  queryClient.setQueryData(currentUserQueryKey, user);
  void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
}

/** A call that signs the user in (login, registration) and caches who answered; screens add their own success and failure handling per call. */
export function useSigningIn<Body>(signIn: (body: Body) => Promise<CurrentUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => rememberSignedInUser(queryClient, user),
  });
}

/** Reads GET /api/user again now; rejects when the server cannot answer. */
export function refetchCurrentUser(queryClient: QueryClient): Promise<CurrentUser | null> {
  return queryClient.fetchQuery({ ...currentUserQueryOptions, staleTime: 0 });
}

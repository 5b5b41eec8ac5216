import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { fetchJson } from '../../../lib/api-client';

export const adminUsersQueryKey = [apiPaths.admin.users] as const;

/** GET /api/admin/users: every user, with the referrer's username. */
export function getAdminUsers(signal?: AbortSignal): Promise<AdminUser[]> {
  return fetchJson<AdminUser[]>(apiPaths.admin.users, { on401: 'throw', signal });
}

export const adminUsersQueryOptions = queryOptions({
  queryKey: adminUsersQueryKey,
  queryFn: ({ signal }) => getAdminUsers(signal),
});

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions);
}

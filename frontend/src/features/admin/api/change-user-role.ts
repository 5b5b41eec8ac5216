import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, Role } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiJson, errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { roleLabel } from '../../account';
import { adminUsersQueryKey } from './admin-reads';

export interface RoleChange {
  userId: number;
  role: Role;
}

/** PATCH /api/admin/users/{id}/role; answers the updated user. */
export function changeUserRole({ userId, role }: RoleChange): Promise<AdminUser> {
  return apiJson<AdminUser>('PATCH', apiPaths.admin.userRole(userId), { role });
}

/** Changes a role, says so, and reloads the users list. */
export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserRole,
    onSuccess: (user) => {
      notify({ title: 'User role updated', description: `${user.username} is now ${roleLabel(user.role)}.`, tone: 'success' });
      return queryClient.invalidateQueries({ queryKey: adminUsersQueryKey });
    },
    onError: (error) =>
      notify({ title: 'Error', description: `Failed to update user role: ${errorText(error)}`, tone: 'destructive' }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiJson, errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { adminUsersQueryKey } from './admin-reads';

/** POST /api/admin/users/{id}/verify-email; answers the updated user. */
export function verifyUserEmail(userId: number): Promise<AdminUser> {
  return apiJson<AdminUser>('POST', apiPaths.admin.userVerifyEmail(userId));
}

/** Marks a user's e-mail address verified, says so, and reloads the users list. */
export function useVerifyUserEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyUserEmail,
    onSuccess: (user) => {
      notify({ title: 'Email verified', description: `${user.email} is now verified.`, tone: 'success' });
      return queryClient.invalidateQueries({ queryKey: adminUsersQueryKey });
    },
    onError: (error) =>
      notify({ title: 'Error', description: `Failed to verify user email: ${errorText(error)}`, tone: 'destructive' }),
  });
}

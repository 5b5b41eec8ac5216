import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { apiRequest, errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { forgetStoredState } from '../../../lib/stored-state';
import { currentUserQueryKey } from './get-current-user';

/** POST /api/logout; the response body is not read. */
export async function logout(): Promise<void> {
  await apiRequest('POST', apiPaths.logout);
}

/**
 * Logs out and leaves nothing of this user in the browser for the next person (issue 12): every
 * cached server answer, and the cart, booking draft, customer details and open
 * order id kept in storage. The session then reads as anonymous.
 */
export function useLogout(options: { onLoggedOut?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      forgetStoredState();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
      queryClient.setQueryData(currentUserQueryKey, null);
      options.onLoggedOut?.();
    },
    onError: (error) => {
      notify({ title: 'Logout failed', description: errorText(error), tone: 'destructive' });
    },
  });
}

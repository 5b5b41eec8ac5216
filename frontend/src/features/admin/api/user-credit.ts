// A player's tournament credit in Admin → Users (issue 32): the balance with every entry, and a grant
// or take-back with its reason. The answer to a change is the credit as it now stands.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCreditRequest, CreditView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiJson, fetchJson } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { formatCents } from '../../catalogue';
import { failureText } from '../failure-text';

const creditKey = (userId: number) => [apiPaths.admin.userCredit(userId)] as const;

/** GET /api/admin/users/{id}/credit, read afresh each time the dialog opens (bookings spend credit meanwhile). */
export function useUserCredit(userId: number, open: boolean) {
  return useQuery({
    queryKey: creditKey(userId),
    queryFn: ({ signal }) => fetchJson<CreditView>(apiPaths.admin.userCredit(userId), { on401: 'throw', signal }),
    enabled: open,
    refetchOnMount: 'always',
  });
}

export const creditChangeFailure = (error: unknown) => failureText('Failed to update credit', error);

/** POST /api/admin/users/{id}/credit; taking back more than the balance is refused (409 credit_insufficient) in the server's words. */
export function useChangeUserCredit(userId: number, username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCreditRequest) => apiJson<CreditView>('POST', apiPaths.admin.userCredit(userId), body),
    onSuccess: (credit, body) => {
      queryClient.setQueryData(creditKey(userId), credit);
      const done = body.amount > 0 ? 'Credit granted' : 'Credit taken back';
      notify({ title: done, description: `${username} now has ${formatCents(credit.balanceCents, credit.currency)} of tournament credit.`, tone: 'success' });
    },
    onError: (error) => notify({ title: 'Error', description: creditChangeFailure(error), tone: 'destructive' }),
  });
}

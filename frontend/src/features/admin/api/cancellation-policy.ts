import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CancellationPolicy, CancellationPolicyView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiJson } from '../../../lib/api-client';
import { apiReadOptions } from '../../../lib/api-read';
import { cancellationPolicyQueryOptions } from '../../../lib/cancellation-policy';
import { notify } from '../../../lib/notify';

const adminPolicy = apiReadOptions<CancellationPolicyView>(apiPaths.admin.cancellationPolicy);

/** GET /api/admin/settings/cancellation-policy: the policy in force, read afresh when Settings opens (another admin may have saved one). */
export function useAdminCancellationPolicy() {
  return useQuery({ ...adminPolicy, refetchOnMount: 'always' });
}

/** PUT /api/admin/settings/cancellation-policy: saves a new version; the screens that state the policy show it at once. */
export function useSaveCancellationPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: CancellationPolicy) => apiJson<CancellationPolicyView>('PUT', apiPaths.admin.cancellationPolicy, policy),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminPolicy.queryKey, saved);
      queryClient.setQueryData(cancellationPolicyQueryOptions.queryKey, saved);
      notify({ title: 'Cancellation policy saved', tone: 'success' });
    },
  });
}

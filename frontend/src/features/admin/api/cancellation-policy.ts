import type { CancellationPolicy, CancellationPolicyView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { cancellationPolicyQueryOptions } from '../../../lib/cancellation-policy';
import { settingsResource } from './settings-resource';

/** /api/admin/settings/cancellation-policy: the policy in force; a saved version shows at once on the screens that state the policy. */
const cancellationPolicy = settingsResource<CancellationPolicy, CancellationPolicyView>({
  path: apiPaths.admin.cancellationPolicy,
  savedTitle: 'Cancellation policy saved',
  alsoShown: (queryClient, saved) => queryClient.setQueryData(cancellationPolicyQueryOptions.queryKey, saved),
});

export const useAdminCancellationPolicy = cancellationPolicy.useRead;
export const useSaveCancellationPolicy = cancellationPolicy.useSave;

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExtraView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiJson } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import type { ExtraBody } from '../catalogue-types';
import { failureWithMessage } from '../failure-text';
import { festivalExtrasQueryKey } from './get-festival-extras';
import { refreshCatalogue } from './refresh-catalogue';

/** POST /api/admin/extras; answers the new record. */
export function createExtra(body: ExtraBody): Promise<ExtraView> {
  return apiJson<ExtraView>('POST', apiPaths.admin.extras, body);
}

export function useCreateExtra() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExtra,
    onSuccess: (_created, body) => {
      notify({ title: 'Success', description: 'Extra product added successfully', tone: 'success' });
      return refreshCatalogue(queryClient, festivalExtrasQueryKey(body.productId));
    },
    onError: (error) => notify({ title: 'Error', description: failureWithMessage('Failed to add extra product', error), tone: 'destructive' }),
  });
}

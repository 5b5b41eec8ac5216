import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExtraView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiJson } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import type { ExtraBody, Update } from '../catalogue-types';
import { failureText } from '../failure-text';
import { festivalExtrasQueryKey } from './get-festival-extras';
import { refreshCatalogue } from './refresh-catalogue';

/** PATCH /api/admin/extras/{id} with every field but productId (the festival never changes); answers the record. */
export function updateExtra({ id, body }: Update<ExtraBody>): Promise<ExtraView> {
  const { productId: _festival, ...fields } = body;
  return apiJson<ExtraView>('PATCH', apiPaths.admin.extra(id), fields);
}

export function useUpdateExtra() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExtra,
    onSuccess: (_updated, { body }) => {
      notify({ title: 'Success', description: 'Extra product updated successfully', tone: 'success' });
      return refreshCatalogue(queryClient, festivalExtrasQueryKey(body.productId));
    },
    onError: (error) => notify({ title: 'Error', description: failureText('Failed to update extra product', error), tone: 'destructive' }),
  });
}

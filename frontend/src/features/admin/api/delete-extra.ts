import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { failureText } from '../failure-text';
import { festivalExtrasQueryKey } from './get-festival-extras';
import { refreshCatalogue } from './refresh-catalogue';

export interface ExtraRemoval {
  id: number;
  /** The festival whose list is refetched afterwards. */
  festivalId: string;
}

/** DELETE /api/admin/extras/{id}. */
export async function deleteExtra({ id }: ExtraRemoval): Promise<void> {
  const response = await apiRequest('DELETE', apiPaths.admin.extra(id));
  await response.text();
}

export function useDeleteExtra() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExtra,
    onSuccess: (_nothing, { festivalId }) => {
      notify({ title: 'Success', description: 'Extra product deleted successfully', tone: 'success' });
      return refreshCatalogue(queryClient, festivalExtrasQueryKey(festivalId));
    },
    onError: (error) => notify({ title: 'Error', description: failureText('Failed to delete extra product', error), tone: 'destructive' }),
  });
}

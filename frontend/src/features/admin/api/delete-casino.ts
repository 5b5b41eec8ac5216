import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { failureText } from '../failure-text';
import { adminCasinosQueryKey } from './get-admin-casinos';
import { refreshCatalogue } from './refresh-catalogue';

/** DELETE /api/admin/casinos/{id}; 409 while a festival uses the casino. */
export async function deleteCasino(id: number): Promise<void> {
  const response = await apiRequest('DELETE', apiPaths.admin.casino(id));
  await response.text();
}

export function useDeleteCasino() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCasino,
    onSuccess: () => {
      notify({ title: 'Casino deleted', tone: 'success' });
      return refreshCatalogue(queryClient, adminCasinosQueryKey);
    },
    onError: (error) => notify({ title: 'Error', description: failureText('Failed to delete casino', error), tone: 'destructive' }),
  });
}

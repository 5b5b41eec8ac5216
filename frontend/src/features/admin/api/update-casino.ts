import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CasinoView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiJson } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import type { CasinoBody, Update } from '../catalogue-types';
import { failureText } from '../failure-text';
import { adminCasinosQueryKey } from './get-admin-casinos';
import { refreshCatalogue } from './refresh-catalogue';

/** PATCH /api/admin/casinos/{id}; answers the updated casino. */
export function updateCasino({ id, body }: Update<CasinoBody>): Promise<CasinoView> {
  return apiJson<CasinoView>('PATCH', apiPaths.admin.casino(id), body);
}

export function useUpdateCasino() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCasino,
    onSuccess: (casino) => {
      notify({ title: 'Casino updated', description: casino.name, tone: 'success' });
      return refreshCatalogue(queryClient, adminCasinosQueryKey);
    },
    onError: (error) => notify({ title: 'Error', description: failureText('Failed to update casino', error), tone: 'destructive' }),
  });
}

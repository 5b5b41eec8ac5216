import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CasinoView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiJson } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import type { CasinoBody } from '../catalogue-types';
import { failureText } from '../failure-text';
import { adminCasinosQueryKey } from './get-admin-casinos';
import { refreshCatalogue } from './refresh-catalogue';

/** POST /api/admin/casinos (casinoSchema); answers the new casino. */
export function createCasino(body: CasinoBody): Promise<CasinoView> {
  return apiJson<CasinoView>('POST', apiPaths.admin.casinos, body);
}

export function useCreateCasino() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCasino,
    onSuccess: (casino) => {
      notify({ title: 'Casino created', description: casino.name, tone: 'success' });
      return refreshCatalogue(queryClient, adminCasinosQueryKey);
    },
    onError: (error) => notify({ title: 'Error', description: failureText('Failed to create casino', error), tone: 'destructive' }),
  });
}

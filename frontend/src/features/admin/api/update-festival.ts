import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FestivalView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiJson } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import type { FestivalBody } from '../catalogue-types';
import { failureText } from '../failure-text';
import { adminFestivalsQueryKey } from './get-admin-festivals';
import { refreshCatalogue } from './refresh-catalogue';

export interface FestivalUpdate {
  productId: string;
  body: FestivalBody;
}

/** PATCH /api/admin/products/{productId}; the id itself never changes. Answers the festival. */
export function updateFestival({ productId, body }: FestivalUpdate): Promise<FestivalView> {
  const { productId: _ignored, ...fields } = body;
  return apiJson<FestivalView>('PATCH', apiPaths.admin.product(productId), { ...fields, name: fields.title });
}

export function useUpdateFestival() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFestival,
    onSuccess: (festival) => {
      notify({ title: 'Festival updated', description: festival.title, tone: 'success' });
      return refreshCatalogue(queryClient, adminFestivalsQueryKey, [apiPaths.admin.stats.festivalsCount]);
    },
    onError: (error) => notify({ title: 'Error', description: failureText('Failed to update festival', error), tone: 'destructive' }),
  });
}

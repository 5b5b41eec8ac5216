import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FestivalView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiJson } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import type { FestivalBody } from '../catalogue-types';
import { failureText } from '../failure-text';
import { adminFestivalsQueryKey } from './get-admin-festivals';
import { refreshCatalogue } from './refresh-catalogue';

const festivalsCountKey = [apiPaths.admin.stats.festivalsCount];

/** POST /api/admin/products; without a productId the server assigns festival-{timestamp}. Answers the festival. */
export function createFestival(body: FestivalBody): Promise<FestivalView> {
  return apiJson<FestivalView>('POST', apiPaths.admin.products, { ...body, name: body.title });
}

export function useCreateFestival() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFestival,
    onSuccess: (festival) => {
      if (festival.productId) notify({ title: 'Festival created', description: festival.title, tone: 'success' });
      else notify({ title: 'Error', description: 'Creation failed', tone: 'destructive' });
      return refreshCatalogue(queryClient, adminFestivalsQueryKey, festivalsCountKey);
    },
    onError: (error) => notify({ title: 'Error', description: failureText('Failed to create festival', error), tone: 'destructive' }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccommodationView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiJson } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import type { AccommodationBody } from '../catalogue-types';
import { failureWithMessage } from '../failure-text';
import { festivalAccommodationsQueryKey } from './get-festival-accommodations';
import { refreshCatalogue } from './refresh-catalogue';

/** POST /api/admin/accommodations; answers the new record. */
export function createAccommodation(body: AccommodationBody): Promise<AccommodationView> {
  return apiJson<AccommodationView>('POST', apiPaths.admin.accommodations, body);
}

export function useCreateAccommodation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccommodation,
    onSuccess: (_created, body) => {
      notify({ title: 'Accommodation created', tone: 'success' });
      return refreshCatalogue(queryClient, festivalAccommodationsQueryKey(body.festivalId));
    },
    onError: (error) => notify({ title: 'Error', description: failureWithMessage('Failed to create accommodation', error), tone: 'destructive' }),
  });
}

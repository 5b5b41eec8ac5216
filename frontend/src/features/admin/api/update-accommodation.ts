import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccommodationView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiJson } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import type { AccommodationBody, Update } from '../catalogue-types';
import { failureWithMessage } from '../failure-text';
import { festivalAccommodationsQueryKey } from './get-festival-accommodations';
import { refreshCatalogue } from './refresh-catalogue';

/** PATCH /api/admin/accommodations/{id}; answers the updated record. */
export function updateAccommodation({ id, body }: Update<AccommodationBody>): Promise<AccommodationView> {
  return apiJson<AccommodationView>('PATCH', apiPaths.admin.accommodation(id), body);
}

export function useUpdateAccommodation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccommodation,
    onSuccess: (_updated, { body }) => {
      notify({ title: 'Accommodation updated', tone: 'success' });
      return refreshCatalogue(queryClient, festivalAccommodationsQueryKey(body.festivalId));
    },
    onError: (error) => notify({ title: 'Error', description: failureWithMessage('Failed to update accommodation', error), tone: 'destructive' }),
  });
}

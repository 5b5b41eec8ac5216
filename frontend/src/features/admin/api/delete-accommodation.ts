import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { failureWithMessage } from '../failure-text';
import { festivalAccommodationsQueryKey } from './get-festival-accommodations';
import { refreshCatalogue } from './refresh-catalogue';

export interface AccommodationRemoval {
  id: number;
  /** The festival whose list is refetched afterwards. */
  festivalId: string;
}

/** DELETE /api/admin/accommodations/{id}. */
export async function deleteAccommodation({ id }: AccommodationRemoval): Promise<void> {
  const response = await apiRequest('DELETE', apiPaths.admin.accommodation(id));
  await response.text();
}

export function useDeleteAccommodation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccommodation,
    onSuccess: (_nothing, { festivalId }) => {
      notify({ title: 'Accommodation deleted', tone: 'success' });
      return refreshCatalogue(queryClient, festivalAccommodationsQueryKey(festivalId));
    },
    onError: (error) => notify({ title: 'Error', description: failureWithMessage('Failed to delete accommodation', error), tone: 'destructive' }),
  });
}

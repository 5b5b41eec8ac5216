import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { serverMessage } from '../failure-text';
import { adminHotelsQueryKey } from './get-admin-hotels';
import { refreshCatalogue } from './refresh-catalogue';

/** DELETE /api/admin/hotels/{id}; 409 while the hotel has accommodations. */
export async function deleteHotel(id: number): Promise<void> {
  const response = await apiRequest('DELETE', apiPaths.admin.hotel(id));
  await response.text();
}

export function useDeleteHotel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHotel,
    onSuccess: () => {
      notify({ title: 'Hotel deleted successfully', tone: 'success' });
      return refreshCatalogue(queryClient, adminHotelsQueryKey);
    },
    onError: (error) => notify({ title: 'Error', description: serverMessage(error) ?? 'Failed to delete hotel', tone: 'destructive' }),
  });
}

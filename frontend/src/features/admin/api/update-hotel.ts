import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HotelView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiJson } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import type { HotelBody, Update } from '../catalogue-types';
import { serverMessage } from '../failure-text';
import { adminHotelsQueryKey } from './get-admin-hotels';
import { refreshCatalogue } from './refresh-catalogue';

/** PATCH /api/admin/hotels/{id}; answers the updated hotel. */
export function updateHotel({ id, body }: Update<HotelBody>): Promise<HotelView> {
  return apiJson<HotelView>('PATCH', apiPaths.admin.hotel(id), body);
}

export function useUpdateHotel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHotel,
    onSuccess: (hotel) => {
      notify({ title: 'Hotel updated successfully', description: hotel.name, tone: 'success' });
      return refreshCatalogue(queryClient, adminHotelsQueryKey);
    },
    onError: (error) => notify({ title: 'Error', description: serverMessage(error) ?? 'Failed to update hotel', tone: 'destructive' }),
  });
}

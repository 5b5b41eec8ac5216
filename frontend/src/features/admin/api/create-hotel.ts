import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HotelView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiJson } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import type { HotelBody } from '../catalogue-types';
import { serverMessage } from '../failure-text';
import { adminHotelsQueryKey } from './get-admin-hotels';
import { refreshCatalogue } from './refresh-catalogue';

/** POST /api/admin/hotels (hotelSchema); answers the new hotel. */
export function createHotel(body: HotelBody): Promise<HotelView> {
  return apiJson<HotelView>('POST', apiPaths.admin.hotels, body);
}

export function useCreateHotel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHotel,
    onSuccess: (hotel) => {
      notify({ title: 'Hotel added successfully', description: hotel.name, tone: 'success' });
      return refreshCatalogue(queryClient, adminHotelsQueryKey);
    },
    onError: (error) => notify({ title: 'Error', description: serverMessage(error) ?? 'Failed to add hotel', tone: 'destructive' }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SellerSettings, SellerSettingsView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiJson } from '../../../lib/api-client';
import { apiReadOptions } from '../../../lib/api-read';
import { notify } from '../../../lib/notify';
import { shopQueryOptions } from '../../../lib/shop';

const sellerSettings = apiReadOptions<SellerSettingsView>(apiPaths.admin.sellerSettings);

/** GET /api/admin/settings/seller: the seller in force, read afresh when Settings opens (another admin may have saved). */
export function useAdminSellerSettings() {
  return useQuery({ ...sellerSettings, refetchOnMount: 'always' });
}

/** PUT /api/admin/settings/seller: saves a new version; documents, e-mails and pages name it from now on. */
export function useSaveSellerSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SellerSettings) => apiJson<SellerSettingsView>('PUT', apiPaths.admin.sellerSettings, settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(sellerSettings.queryKey, saved);
      // the receipts and legal pages name the seller in force (GET /api/shop)
      void queryClient.invalidateQueries({ queryKey: shopQueryOptions.queryKey });
      notify({ title: 'Seller details saved', tone: 'success' });
    },
  });
}

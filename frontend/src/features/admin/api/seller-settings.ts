import type { SellerSettings, SellerSettingsView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { shopQueryOptions } from '../../../lib/shop';
import { settingsResource } from './settings-resource';

/** /api/admin/settings/seller: the seller in force; documents, e-mails and pages name a saved version from then on. */
const sellerSettings = settingsResource<SellerSettings, SellerSettingsView>({
  path: apiPaths.admin.sellerSettings,
  savedTitle: 'Seller details saved',
  // the receipts and legal pages name the seller in force (GET /api/shop)
  alsoShown: (queryClient) => void queryClient.invalidateQueries({ queryKey: shopQueryOptions.queryKey }),
});

export const useAdminSellerSettings = sellerSettings.useRead;
export const useSaveSellerSettings = sellerSettings.useSave;

import { defaultSellerSettings, sellerSettingsSchema, type SellerSettings } from '@pokerfest/domain';
import { loadSetting, saveSetting, sellerOf, type Config, type Executor, type SettingInForce } from '@pokerfest/infra';

export const SELLER_SETTING = 'seller';

/** The seller in force: the newest saved settings, else the configured seller (SELLER_NAME, SELLER_ADDRESS, SUPPORT_EMAIL) with no tax shown. */
export function sellerSettingsInForce(db: Executor, config: Pick<Config, 'SELLER_NAME' | 'SELLER_ADDRESS' | 'SUPPORT_EMAIL'>): Promise<SettingInForce<SellerSettings>> {
  return loadSetting(db, SELLER_SETTING, sellerSettingsSchema, defaultSellerSettings(sellerOf(config)));
}

export function saveSellerSettings(db: Executor, settings: SellerSettings, adminId: number | null): Promise<number> {
  return saveSetting(db, SELLER_SETTING, sellerSettingsSchema, settings, adminId);
}

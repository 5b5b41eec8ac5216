import { defaultSellerSettings, sellerNamedBy, sellerSettingsSchema, type Seller, type SellerSettings } from '@pokerfest/domain';
import { loadSetting, saveSetting, sellerOf, type Config, type Executor, type SettingInForce } from '@pokerfest/infra';

export const SELLER_SETTING = 'seller';

/** The configuration that names the seller until an admin saves one in Settings. */
export type SellerConfig = Pick<Config, 'SELLER_NAME' | 'SELLER_ADDRESS' | 'SUPPORT_EMAIL'>;

/** The seller in force: the newest saved settings, else the configured seller (SELLER_NAME, SELLER_ADDRESS, SUPPORT_EMAIL) with no tax shown. */
export function sellerSettingsInForce(db: Executor, config: SellerConfig): Promise<SettingInForce<SellerSettings>> {
  return loadSetting(db, SELLER_SETTING, sellerSettingsSchema, defaultSellerSettings(sellerOf(config)));
}

/**
 * The seller the shop's pages and e-mails name, read where it is used (in the e-mail's own
 * transaction), so a save in Settings is what every later page and e-mail says, on every process.
 */
export async function sellerInForce(db: Executor, config: SellerConfig): Promise<Seller> {
  return sellerNamedBy((await sellerSettingsInForce(db, config)).value);
}

export function saveSellerSettings(db: Executor, settings: SellerSettings, adminId: number | null): Promise<number> {
  return saveSetting(db, SELLER_SETTING, sellerSettingsSchema, settings, adminId);
}

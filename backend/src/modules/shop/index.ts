// The shop's own facts: who sells (the seller in force, from Settings or the configuration), read by
// the pages, the e-mails and the documents alike.
export { shopRoutes, type ShopDeps } from './shop-routes';
export { SELLER_SETTING, saveSellerSettings, sellerInForce, sellerSettingsInForce, type SellerConfig } from './seller-settings';

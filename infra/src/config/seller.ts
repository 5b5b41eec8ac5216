import type { Seller } from '@pokerfest/domain';
import type { Config } from './schema';

/** The seller's lines of receipts and e-mails, from SELLER_NAME, SELLER_ADDRESS and SUPPORT_EMAIL. */
export function sellerOf(config: Pick<Config, 'SELLER_NAME' | 'SELLER_ADDRESS' | 'SUPPORT_EMAIL'>): Seller {
  return { name: config.SELLER_NAME, address: config.SELLER_ADDRESS, supportEmail: config.SUPPORT_EMAIL };
}

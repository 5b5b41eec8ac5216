import { missingSellerFields } from '@pokerfest/domain';
import type { Config, Executor } from '@pokerfest/infra';
import { sellerSettingsInForce } from '../shop';

/** Whether documents can be issued now: selling goes on either way, documents wait for the missing fields. */
export interface InvoicingReadiness {
  ready: boolean;
  missing: string[];
}

export async function invoicingReadiness(db: Executor, config: Pick<Config, 'SELLER_NAME' | 'SELLER_ADDRESS' | 'SUPPORT_EMAIL'>): Promise<InvoicingReadiness> {
  const missing = missingSellerFields((await sellerSettingsInForce(db, config)).value);
  return { ready: missing.length === 0, missing };
}

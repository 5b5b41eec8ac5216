import { defaultSellerSettings, type SellerSettings } from '@pokerfest/domain';
import type { Config, Trx } from '@pokerfest/infra';
import { saveSellerSettings } from '../modules/shop';
import type { Seed } from './seeds';

/**
 * A complete demo seller, so invoices and credit notes are issued from the first booking. Austrian
 * rates: accommodation 10 %, other services 20 %; tournament buy-ins carry no VAT.
 */
export function demoSellerSettings(config: Pick<Config, 'SUPPORT_EMAIL'>): SellerSettings {
  const seller = defaultSellerSettings({ name: 'Poker Festivals Demo GmbH', address: 'Kärntner Ring 1\n1010 Vienna, Austria', supportEmail: config.SUPPORT_EMAIL });
  return { ...seller, registrationNumber: 'ATU12345678', taxes: AUSTRIAN_TAXES };
}

const AUSTRIAN_TAXES: SellerSettings['taxes'] = {
  hotel: { kind: 'rate', ratePercent: 10 },
  tournaments: { kind: 'none', note: 'Tournament buy-ins are not subject to VAT.' },
  extras: { kind: 'rate', ratePercent: 20 },
};

/** Saved as an admin's first version would be (no admin named); a later save in Settings replaces it. */
export function demoSeller(config: Pick<Config, 'SUPPORT_EMAIL'>): Seed {
  return {
    name: 'demo-seller',
    async run(trx: Trx) {
      await saveSellerSettings(trx, demoSellerSettings(config), null);
    },
  };
}

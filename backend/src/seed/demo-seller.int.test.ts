import { afterAll, beforeAll, expect, it } from 'vitest';
import { missingSellerFields } from '@pokerfest/domain';
import { createTestDatabase, type TestDatabase } from '@pokerfest/infra/testing/services';
import { sellerSettingsInForce } from '../modules/shop';
import { demoSeller } from './demo-seller';
import { runSeeds } from './seeds';

// `make run` starts with a complete demo seller (invoices are issued from the first booking), seeded once.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

const config = { SELLER_NAME: 'Configured GmbH', SELLER_ADDRESS: '', SUPPORT_EMAIL: 'help@demo.example' };

it('seeds a complete seller with the configured support e-mail, once', async () => {
  expect(await runSeeds(database.db, [demoSeller(config)])).toEqual(['demo-seller']);
  const seeded = await sellerSettingsInForce(database.db, config);
  expect(seeded.version).not.toBeNull();
  expect(missingSellerFields(seeded.value)).toEqual([]);
  expect(seeded.value).toMatchObject({
    legalName: 'Poker Festivals Demo GmbH',
    address: 'Kärntner Ring 1\n1010 Vienna, Austria',
    registrationNumber: 'ATU12345678',
    supportEmail: 'help@demo.example',
    invoicePrefix: 'INV',
    creditNotePrefix: 'CN',
    taxes: { hotel: { kind: 'rate', ratePercent: 10 }, tournaments: { kind: 'none', note: 'Tournament buy-ins are not subject to VAT.' }, extras: { kind: 'rate', ratePercent: 20 } },
  });

  expect(await runSeeds(database.db, [demoSeller(config)])).toEqual([]);
  expect((await sellerSettingsInForce(database.db, config)).version).toBe(seeded.version);
});

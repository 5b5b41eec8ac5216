import type { DocumentContent, SellerSettings } from '@pokerfest/domain';
import { defaultSellerSettings } from '@pokerfest/domain';
import type { Db } from '@pokerfest/infra';
import { saveSellerSettings } from '../../shop';

// The seller the documents' tests issue under: hotel at 10 %, extras at 20 %, seats under the margin scheme.

export const MARGIN_NOTE = 'Margin scheme for travel agents: no VAT shown.';

export const completeSeller: SellerSettings = {
  ...defaultSellerSettings({ name: 'Poker Festivals GmbH', address: 'Ringstrasse 1\n1010 Wien\nAustria', supportEmail: 'help@pokerfestivals.example' }),
  registrationNumber: 'ATU12345678',
  taxes: { hotel: { kind: 'rate', ratePercent: 10 }, tournaments: { kind: 'none', note: MARGIN_NOTE }, extras: { kind: 'rate', ratePercent: 20 } },
};

export async function saveSeller(db: Db, settings: SellerSettings = completeSeller): Promise<void> {
  await saveSellerSettings(db, settings, null);
}

export interface StoredDocument {
  id: string;
  number: string;
  kind: string;
  sourceKey: string;
  content: DocumentContent;
}

export async function documentsOf(db: Db, orderId: string): Promise<StoredDocument[]> {
  const rows = await db.selectFrom('order_documents').select(['id', 'number', 'kind', 'source_key', 'content']).where('order_id', '=', orderId).orderBy('issued_at').orderBy('number').execute();
  return rows.map((row) => ({ id: row.id, number: row.number, kind: row.kind, sourceKey: row.source_key, content: row.content as DocumentContent }));
}

import type { ColumnType, Generated } from 'kysely';

/** One saved version of a named shop setting ('seller', 'trip-reminder'); the highest id of a name is in force. */
export interface ShopSettingsTable {
  id: Generated<number>;
  name: string;
  /** As saved; read back through the domain schema, never trusted as it is. */
  value: ColumnType<unknown, string, never>;
  created_at: Generated<Date>;
  created_by: number | null;
}

/** A number series' counter for one year: the last number it gave. */
export interface DocumentSeriesTable {
  kind: 'invoice' | 'credit-note';
  year: number;
  last_sequence: number;
}

/** An issued invoice or credit note. A trigger refuses any change but writing its PDF once, and any delete. */
export interface OrderDocumentsTable {
  id: string;
  order_id: string;
  source_key: string;
  kind: 'invoice' | 'credit-note';
  number: string;
  year: number;
  sequence: number;
  issued_at: Date;
  total_cents: ColumnType<string, number, never>;
  currency: string;
  /** The domain's DocumentContent. */
  content: ColumnType<unknown, string, never>;
  pdf: ColumnType<Buffer | null, Buffer | null | undefined, Buffer>;
}

/** A booking's reminder, sent once. */
export interface TripRemindersTable {
  order_id: string;
  check_in: ColumnType<string, string, never>;
  outbox_id: string | null;
  sent_at: Generated<Date>;
}

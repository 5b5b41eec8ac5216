import type { ColumnType, Generated } from 'kysely';

/** The loyalty rule constants by key (`LOYALTY_CONFIG_KEYS`); numeric arrives as text. */
export interface LoyaltyConfigTable {
  id: Generated<number>;
  key: string;
  value: ColumnType<string, number | string, number | string>;
  description: Generated<string>;
  updated_at: Generated<Date>;
}

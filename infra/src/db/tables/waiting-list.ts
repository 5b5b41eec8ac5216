import type { Generated } from 'kysely';

type ItemKind = 'accommodation' | 'tournament';

/** Who waits on which item's list, in which order (`position_key`, lowest first); 'done' entries have left. */
export interface WaitingListEntriesTable {
  entry_id: string;
  item_kind: ItemKind;
  item_id: number;
  user_id: number;
  status: 'waiting' | 'offered' | 'done';
  position_key: number;
  nights: number | null;
  joined_at: Date;
}

export interface WaitingListOffersTable {
  offer_id: string;
  entry_id: string;
  item_kind: ItemKind;
  item_id: number;
  user_id: number;
  status: 'open' | 'accepted' | 'expired' | 'declined';
  expires_at: Date;
  order_id: string | null;
  created_at: Generated<Date>;
}

/** An offer e-mail's removal link: only the token's hash is kept, and it works once. */
export interface WaitingListLeaveTokensTable {
  token_hash: string;
  entry_id: string;
  used_at: Date | null;
  created_at: Generated<Date>;
}

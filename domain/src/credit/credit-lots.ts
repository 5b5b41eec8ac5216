// Tournament credit (issue 32): a player's credit is a set of lots, one per grant (a satellite win, a
// ticket, a goodwill gesture), each with what is left of it and when it lapses. Using credit takes
// from the lots that lapse first; giving it back (an unpaid order that expired, a refund) returns it
// to the lots it came from. Pure: the caller reads the lots under their row locks and writes the result.
import { ConflictError } from '../shared/errors';
import { formatCents } from '../shared/shop-format';

export interface CreditLot {
  id: number;
  remainingCents: number;
  /** ISO time after which what is left of the lot can no longer be used; null: never. */
  expiresAt: string | null;
}

/** Cents taken from (or given back to) one lot. */
export interface LotShare {
  lotId: number;
  cents: number;
}

const usable = (lot: CreditLot, now: Date) => lot.remainingCents > 0 && (lot.expiresAt === null || Date.parse(lot.expiresAt) > now.getTime());

/** What the player can spend now: the lots not lapsed. */
export function creditBalance(lots: readonly CreditLot[], now: Date): number {
  return lots.reduce((sum, lot) => (usable(lot, now) ? sum + lot.remainingCents : sum), 0);
}

/** Lapsing first, then oldest first; a lot that never lapses last. */
function spendingOrder(a: CreditLot, b: CreditLot): number {
  if (a.expiresAt !== b.expiresAt) {
    if (a.expiresAt === null) return 1;
    if (b.expiresAt === null) return -1;
    return Date.parse(a.expiresAt) - Date.parse(b.expiresAt);
  }
  return a.id - b.id;
}

/**
 * Takes `amountCents` from the usable lots, those lapsing first. Refused (409 `credit_insufficient`)
 * when the balance is less, in the words of whoever asked (`by`): the caller's transaction then writes nothing.
 */
export function takeCredit(lots: readonly CreditLot[], amountCents: number, now: Date, by: 'order' | 'admin' = 'order', currency = 'EUR'): LotShare[] {
  const balance = creditBalance(lots, now);
  if (amountCents > balance) {
    const [has, asked] = [formatCents(balance, currency), formatCents(amountCents, currency)];
    const message =
      by === 'order'
        ? `Your tournament credit is ${has} now, less than the ${asked} asked for. Please check the price again.`
        : `The player has ${has} of tournament credit: ${asked} cannot be taken back.`;
    throw new ConflictError(message, { reason: 'credit_insufficient', balanceCents: balance });
  }
  const shares: LotShare[] = [];
  let left = amountCents;
  for (const lot of [...lots].filter((candidate) => usable(candidate, now)).sort(spendingOrder)) {
    if (left <= 0) break;
    const cents = Math.min(left, lot.remainingCents);
    shares.push({ lotId: lot.id, cents });
    left -= cents;
  }
  return shares;
}

/**
 * Where `amountCents` given back goes: to the lots it was taken from, in the order it was taken, never
 * more to a lot than was taken from it and not yet given back. What cannot be placed (more than was
 * taken) is returned as `unplaced`.
 */
export function creditReturnShares(taken: readonly LotShare[], returned: readonly LotShare[], amountCents: number): { shares: LotShare[]; unplaced: number } {
  const back = new Map<number, number>();
  for (const share of returned) back.set(share.lotId, (back.get(share.lotId) ?? 0) + share.cents);
  const shares: LotShare[] = [];
  let left = amountCents;
  for (const share of taken) {
    if (left <= 0) break;
    const already = back.get(share.lotId) ?? 0;
    const room = share.cents - Math.min(already, share.cents);
    const cents = Math.min(left, room);
    if (cents > 0) shares.push({ lotId: share.lotId, cents });
    left -= cents;
  }
  return { shares, unplaced: left };
}

import { calendarDayOf, calendarDayStart, creditBalance, creditReturnShares, takeCredit, type CreditEntryKind, type CreditLot, type CreditView, type LotShare } from '@pokerfest/domain';
import { sql } from 'kysely';
import type { Executor } from '@pokerfest/infra';

// A player's tournament credit in the database: the lots (one per grant, what is left of it, when it
// lapses), taken under their row locks, and the ledger of every entry. The decisions (which lots pay,
// where a return goes) are the domain's (credit-lots.ts); this file reads and writes them.

const lotOf = (row: { id: string; remaining_cents: string; expires_at: Date | null }): CreditLot => ({ id: Number(row.id), remainingCents: Number(row.remaining_cents), expiresAt: row.expires_at?.toISOString() ?? null });

/** The player's lots, locked until the transaction ends: spending and returns of one player queue up here. */
async function lockedLots(trx: Executor, userId: number): Promise<CreditLot[]> {
  const rows = await trx.selectFrom('credit_lots').select(['id', 'remaining_cents', 'expires_at']).where('user_id', '=', userId).orderBy('id').forUpdate().execute();
  return rows.map(lotOf);
}

/** What the player can spend now (read without locks: the placement takes it under them). */
export async function usableCredit(db: Executor, userId: number, now: Date): Promise<number> {
  const rows = await db.selectFrom('credit_lots').select(['id', 'remaining_cents', 'expires_at']).where('user_id', '=', userId).where('remaining_cents', '>', '0').execute();
  return creditBalance(rows.map(lotOf), now);
}

interface Entry {
  userId: number;
  kind: CreditEntryKind;
  amountCents: number;
  reason: string;
  orderId?: string | null;
  lotId?: number | null;
  shares?: LotShare[];
  adminId?: number | null;
  expiresAt?: Date | null;
  entryKey?: string | null;
  now: Date;
}

async function writeEntry(trx: Executor, entry: Entry): Promise<void> {
  await trx
    .insertInto('credit_entries')
    .values({
      user_id: entry.userId,
      kind: entry.kind,
      amount_cents: entry.amountCents,
      reason: entry.reason,
      order_id: entry.orderId ?? null,
      lot_id: entry.lotId ?? null,
      shares: JSON.stringify(entry.shares ?? []),
      admin_id: entry.adminId ?? null,
      expires_at: entry.expiresAt ?? null,
      entry_key: entry.entryKey ?? null,
      created_at: entry.now,
    })
    .execute();
}

/** Credit taken from the lots lapsing first: refused (409 credit_insufficient) when the player has less. */
export async function spendCredit(trx: Executor, spend: { userId: number; amountCents: number; kind: 'used' | 'deducted'; reason: string; orderId?: string; adminId?: number; now: Date }): Promise<void> {
  const shares = takeCredit(await lockedLots(trx, spend.userId), spend.amountCents, spend.now, spend.kind === 'deducted' ? 'admin' : 'order');
  for (const share of shares) {
    await trx.updateTable('credit_lots').set({ remaining_cents: sql`remaining_cents - ${share.cents}` }).where('id', '=', String(share.lotId)).execute();
  }
  await writeEntry(trx, { ...spend, amountCents: -spend.amountCents, shares, entryKey: spend.orderId ? `used-${spend.orderId}` : null });
}

/** A grant: a lot of its own, lapsing at `expiresAt` (never without one). */
export async function grantCredit(trx: Executor, grant: { userId: number; amountCents: number; reason: string; expiresAt: Date | null; adminId: number; now: Date }): Promise<void> {
  const lot = await trx
    .insertInto('credit_lots')
    .values({ user_id: grant.userId, amount_cents: grant.amountCents, remaining_cents: grant.amountCents, expires_at: grant.expiresAt, created_at: grant.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeEntry(trx, { ...grant, kind: 'granted', lotId: Number(lot.id) });
}

function sharesOf(value: unknown): LotShare[] {
  return Array.isArray(value) ? (value as LotShare[]) : [];
}

/**
 * Credit an order took, given back (all of it when the order ends unpaid; its share of a refund
 * otherwise): to the lots it came from, keeping their lapse dates. A lot lapsed meanwhile gets
 * nothing back; the amount goes into a new lot lapsing `returnValidDays` from now, so a refund is
 * never lost to a lapse the player could not see coming. Once per `entryKey`.
 */
export async function giveCreditBack(
  trx: Executor,
  back: { userId: number; orderId: string; amountCents: number; kind: 'returned' | 'refunded'; reason: string; entryKey: string; now: Date; returnValidDays: number },
): Promise<void> {
  const lots = await lockedLots(trx, back.userId);
  const done = await trx.selectFrom('credit_entries').select('id').where('entry_key', '=', back.entryKey).executeTakeFirst();
  if (done) return;
  const entries = await trx.selectFrom('credit_entries').select(['kind', 'shares']).where('order_id', '=', back.orderId).where('user_id', '=', back.userId).execute();
  const taken = entries.filter((entry) => entry.kind === 'used').flatMap((entry) => sharesOf(entry.shares));
  const returned = entries.filter((entry) => entry.kind === 'returned' || entry.kind === 'refunded').flatMap((entry) => sharesOf(entry.shares));
  const { shares, unplaced } = creditReturnShares(taken, returned, back.amountCents);
  const byId = new Map(lots.map((lot) => [lot.id, lot]));
  let relot = unplaced;
  for (const share of shares) {
    const lot = byId.get(share.lotId);
    const lapsed = !lot || (lot.expiresAt !== null && Date.parse(lot.expiresAt) <= back.now.getTime());
    if (lapsed) relot += share.cents;
    else await trx.updateTable('credit_lots').set({ remaining_cents: sql`remaining_cents + ${share.cents}` }).where('id', '=', String(share.lotId)).execute();
  }
  const placed = shares.filter((share) => {
    const lot = byId.get(share.lotId);
    return lot && !(lot.expiresAt !== null && Date.parse(lot.expiresAt) <= back.now.getTime());
  });
  if (relot > 0) {
    // to the end of the last day it is usable on
    const expiresAt = calendarDayStart(calendarDayOf(back.now), back.returnValidDays + 1);
    const lot = await trx.insertInto('credit_lots').values({ user_id: back.userId, amount_cents: relot, remaining_cents: relot, expires_at: expiresAt, created_at: back.now }).returning('id').executeTakeFirstOrThrow();
    placed.push({ lotId: Number(lot.id), cents: relot });
  }
  await writeEntry(trx, { userId: back.userId, kind: back.kind, amountCents: back.amountCents, reason: back.reason, orderId: back.orderId, shares: placed, entryKey: back.entryKey, now: back.now });
}

/** GET /api/credit: the balance now and every entry, newest first (`adminId` only for the admin's view). */
export async function creditView(db: Executor, userId: number, now: Date, forAdmin: boolean): Promise<CreditView> {
  const [entries, lots] = await Promise.all([
    db.selectFrom('credit_entries').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(500).execute(),
    db.selectFrom('credit_lots').select(['id', 'remaining_cents', 'expires_at']).where('user_id', '=', userId).execute(),
  ]);
  const remaining = new Map(lots.map((lot) => [Number(lot.id), Number(lot.remaining_cents)]));
  const balanceCents = creditBalance(lots.map(lotOf), now);
  return {
    balance: balanceCents / 100,
    balanceCents,
    currency: 'EUR',
    entries: entries.map((entry) => {
      const amountCents = Number(entry.amount_cents);
      const lotId = entry.lot_id === null ? null : Number(entry.lot_id);
      return {
        id: Number(entry.id),
        kind: entry.kind,
        amount: amountCents / 100,
        amountCents,
        reason: entry.reason,
        orderId: entry.order_id,
        expiresAt: entry.expires_at?.toISOString() ?? null,
        remaining: lotId === null ? null : (remaining.get(lotId) ?? 0) / 100,
        createdAt: entry.created_at.toISOString(),
        adminId: forAdmin ? entry.admin_id : null,
      };
    }),
  };
}

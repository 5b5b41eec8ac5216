import { normaliseVoucherCode, refuseVoucher, type VoucherTerms, type VoucherView } from '@pokerfest/domain';
import type { Executor } from '@pokerfest/infra';

// The vouchers table read as the domain's terms and as the admin's view.

type VoucherRow = {
  id: number;
  code: string;
  discount_type: 'percent' | 'amount';
  percent: string | null;
  amount_cents: string | null;
  applies_to: VoucherTerms['appliesTo'];
  product_id: string | null;
  max_uses: number | null;
  max_uses_per_player: number;
  valid_from: Date | null;
  valid_until: Date | null;
  min_total_cents: string;
  currency: string;
  agent_id: number | null;
  active: boolean;
  uses: number;
  created_at: Date;
};

export function voucherTerms(row: VoucherRow): VoucherTerms {
  return {
    id: row.id,
    code: row.code,
    discountType: row.discount_type,
    value: row.discount_type === 'percent' ? Number(row.percent) : Number(row.amount_cents),
    appliesTo: row.applies_to,
    productId: row.product_id,
    maxUses: row.max_uses,
    maxUsesPerPlayer: row.max_uses_per_player,
    uses: row.uses,
    validFrom: row.valid_from?.toISOString() ?? null,
    validUntil: row.valid_until?.toISOString() ?? null,
    minTotalCents: Number(row.min_total_cents),
    agentId: row.agent_id,
    active: row.active,
  };
}

export const voucherColumns = [
  'id', 'code', 'discount_type', 'percent', 'amount_cents', 'applies_to', 'product_id', 'max_uses', 'max_uses_per_player',
  'valid_from', 'valid_until', 'min_total_cents', 'currency', 'agent_id', 'active', 'uses', 'created_at',
] as const;

/** Orders holding a use of the code now (placed and not given back), of this player. */
async function usesByPlayer(db: Executor, voucherId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('voucher_uses')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('voucher_id', '=', voucherId)
    .where('user_id', '=', userId)
    .where('status', '!=', 'released')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The code as the player typed it, looked up for pricing: its terms and the player's uses of it.
 * An unknown code is refused here (the others by the pricing, which knows the package).
 */
export async function voucherForPricing(db: Executor, typed: string, userId: number, currency = 'EUR'): Promise<{ terms: VoucherTerms; usesByPlayer: number; currency: string }> {
  const code = normaliseVoucherCode(typed);
  const row = await db.selectFrom('vouchers').select(voucherColumns).where('code', '=', code).executeTakeFirst();
  if (!row) refuseVoucher('voucher_unknown', { code, currency });
  return { terms: voucherTerms(row), usesByPlayer: await usesByPlayer(db, row.id, userId), currency: row.currency };
}

export interface VoucherTally {
  paidUses: number;
  revenueCents: number;
}

export function voucherView(row: VoucherRow, tally: VoucherTally): VoucherView {
  const terms = voucherTerms(row);
  const minTotalCents = terms.minTotalCents;
  return {
    id: terms.id,
    code: terms.code,
    discountType: terms.discountType,
    value: terms.discountType === 'percent' ? terms.value : terms.value / 100,
    appliesTo: terms.appliesTo,
    productId: terms.productId,
    maxUses: terms.maxUses,
    maxUsesPerPlayer: terms.maxUsesPerPlayer,
    validFrom: terms.validFrom,
    validUntil: terms.validUntil,
    minTotal: minTotalCents / 100,
    minTotalCents,
    agentId: terms.agentId,
    active: terms.active,
    uses: terms.uses,
    paidUses: tally.paidUses,
    revenue: tally.revenueCents / 100,
    revenueCents: tally.revenueCents,
    currency: row.currency,
    createdAt: row.created_at.toISOString(),
  };
}

/** Paid uses and the revenue of each code (the paid orders' totals, after their discounts). */
export async function voucherTallies(db: Executor, ids: readonly number[]): Promise<Map<number, VoucherTally>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('voucher_uses')
    .select((eb) => ['voucher_id', eb.fn.countAll<string>().as('paid_uses'), eb.fn.sum<string>('total_cents').as('revenue')])
    .where('voucher_id', 'in', ids)
    .where('status', '=', 'paid')
    .groupBy('voucher_id')
    .execute();
  return new Map(rows.map((row) => [row.voucher_id, { paidUses: Number(row.paid_uses), revenueCents: Number(row.revenue ?? 0) }]));
}

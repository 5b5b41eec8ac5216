import { placementPrice, vipDiscountPercent, type PackagePromotions, type PlaceOrder, type PriceView } from '@pokerfest/domain';
import { loadLoyaltyRules, type Executor } from '@pokerfest/infra';
import { usableCredit } from '../credit';
import { voucherForPricing } from '../promotions';
import type { UserRow } from '../identity';

// What applies to the buyer now (issue 32), read for the price call and the placement alike: the VIP
// discount by their points and loyalty_config's percentage, the code they typed, the credit they may use.

export interface BuyersPromotions extends PackagePromotions {
  /** The buyer's usable credit now, whether or not they use it. */
  creditBalanceCents: number;
}

/**
 * `withBalance`: read the credit balance even when it is not used (the price call shows it); a
 * placement without `useCredit` skips that read, as it skips the code's without a code.
 */
export async function promotionsFor(db: Executor, user: UserRow, choice: { voucherCode?: string | null; useCredit?: boolean }, now: Date, withBalance = true): Promise<BuyersPromotions> {
  const code = choice.voucherCode?.trim();
  // the points as the ledger's read model has them now, not as the session's cached user row had them
  const [rules, member, voucher, creditBalanceCents] = await Promise.all([
    loadLoyaltyRules(db),
    db.selectFrom('users').select('loyalty_points').where('id', '=', user.id).executeTakeFirst(),
    code ? voucherForPricing(db, code, user.id) : null,
    withBalance || choice.useCredit ? usableCredit(db, user.id, now) : 0,
  ]);
  return {
    vipPercent: vipDiscountPercent(member?.loyalty_points ?? 0, rules),
    voucher: voucher && { terms: voucher.terms, usesByPlayer: voucher.usesByPlayer },
    creditAvailableCents: choice.useCredit ? creditBalanceCents : 0,
    creditBalanceCents,
  };
}

const money = <Name extends string>(name: Name, cents: number) => ({ [name]: cents / 100, [`${name}Cents`]: cents }) as Record<Name | `${Name}Cents`, number>;

/** POST /api/orders/price: the placement's price, line by line, as the order would record it. */
export function priceView(command: Pick<PlaceOrder, 'room' | 'seats' | 'extras' | 'festival' | 'now'>, promotions: BuyersPromotions): PriceView {
  const price = placementPrice({ ...command, promotions });
  return {
    ...money('subtotal', price.subtotalCents),
    discounts: price.discounts.map((line) => ({ source: line.source, ...(line.code ? { code: line.code } : {}), label: line.label, ...money('amount', line.amountCents) })),
    ...money('totalPrice', price.totalCents),
    ...money('creditApplied', price.creditCents),
    ...money('amountDue', price.amountDueCents),
    currency: price.currency,
    ...money('creditBalance', promotions.creditBalanceCents),
  };
}

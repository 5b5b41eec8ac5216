// The one price of a package (issue 32), in this order: the subtotal of its parts by the one price
// rule (pricing.ts), then the VIP discount on the whole package, then a voucher code on the part it
// names, then the buyer's tournament credit. Discounts come off what the previous step left, so a
// VIP buyer's 10 % code is 10 % of the VIP price, and nothing ever goes below zero. Credit is not a
// discount: it pays part of the total, and the card pays the rest (`amountDueCents`). Each discount
// is spread over the parts it came off, so that an invoice can tax each part's discounted amount.
import { refuseVoucher, voucherLabel, voucherRefusal, type VoucherTarget, type VoucherTerms } from '../promotions/voucher';
import { orderCurrency, sumSelection, type PricingInput } from './pricing';

export const priceParts = ['hotel', 'tournaments', 'extras'] as const;
export type PricePart = (typeof priceParts)[number];
export type PartCents = Record<PricePart, number>;

export interface DiscountLine {
  source: 'vip' | 'voucher';
  /** The voucher code as stored (upper-case). */
  code?: string;
  voucherId?: number;
  /** The agent a voucher's orders count for. */
  agentId?: number | null;
  label: string;
  amountCents: number;
  /** How the discount falls on the parts (sums to `amountCents`). */
  byPart: PartCents;
}

export interface PackagePromotions {
  /** The VIP discount % when the buyer is VIP now; null when they are not (or the discount is 0). */
  vipPercent: number | null;
  /** The code the buyer entered, looked up (null: none entered). */
  voucher: { terms: VoucherTerms; usesByPlayer: number } | null;
  /** Credit the buyer wants to use and has now (0: none). */
  creditAvailableCents: number;
}

export const NO_PROMOTIONS: PackagePromotions = { vipPercent: null, voucher: null, creditAvailableCents: 0 };

export interface PackagePrice {
  subtotalCents: number;
  byPart: PartCents;
  discounts: DiscountLine[];
  /** What the order costs and its invoice totals. */
  totalCents: number;
  /** Paid by tournament credit. */
  creditCents: number;
  /** Paid by card. */
  amountDueCents: number;
  currency: string;
}

/** `percent` (up to two decimals) of `cents`, rounded half up to the cent. */
export function percentOfCents(cents: number, percent: number): number {
  return Math.round((cents * Math.round(percent * 100)) / 10_000);
}

/**
 * `amount` spread over the parts in proportion to their weights, whole cents by the largest
 * remainder (ties to the first part), never more than a part's weight.
 */
export function spreadOverParts(wanted: number, weights: PartCents): PartCents {
  const total = priceParts.reduce((sum, part) => sum + weights[part], 0);
  const spread: PartCents = { hotel: 0, tournaments: 0, extras: 0 };
  const amount = Math.min(wanted, total);
  if (amount <= 0 || total <= 0) return spread;
  const shares = priceParts.map((part) => {
    const exact = (amount * weights[part]) / total;
    spread[part] = Math.floor(exact);
    return { part, remainder: exact - Math.floor(exact) };
  });
  let left = amount - priceParts.reduce((sum, part) => sum + spread[part], 0);
  for (const { part } of [...shares].sort((a, b) => b.remainder - a.remainder)) {
    if (left <= 0) break;
    if (spread[part] < weights[part]) {
      spread[part] += 1;
      left -= 1;
    }
  }
  return spread;
}

const minus = (a: PartCents, b: PartCents): PartCents => ({ hotel: a.hotel - b.hotel, tournaments: a.tournaments - b.tournaments, extras: a.extras - b.extras });

function targeted(left: PartCents, target: VoucherTarget): PartCents {
  if (target === 'package') return left;
  return { hotel: 0, tournaments: 0, extras: 0, [target]: left[target] };
}

function voucherLine(left: PartCents, voucher: VoucherTerms, currency: string): DiscountLine {
  const base = targeted(left, voucher.appliesTo);
  const baseCents = priceParts.reduce((sum, part) => sum + base[part], 0);
  if (baseCents <= 0) refuseVoucher('voucher_not_applicable', { code: voucher.code, terms: voucher, currency });
  const wanted = voucher.discountType === 'percent' ? percentOfCents(baseCents, voucher.value) : voucher.value;
  const amountCents = Math.min(wanted, baseCents);
  return {
    source: 'voucher',
    code: voucher.code,
    voucherId: voucher.id,
    agentId: voucher.agentId,
    label: voucherLabel(voucher, currency),
    amountCents,
    byPart: spreadOverParts(amountCents, base),
  };
}

export interface PackagePriceInput extends PricingInput {
  productId: string;
  now: Date;
  promotions: PackagePromotions;
}

export function pricePackage(input: PackagePriceInput): PackagePrice {
  const currency = orderCurrency(input);
  const sums = sumSelection(input);
  const byPart: PartCents = { hotel: sums.roomCents, tournaments: sums.seatsCents, extras: sums.extrasCents };
  const subtotalCents = sums.totalCents;
  const { vipPercent, voucher, creditAvailableCents } = input.promotions;
  const discounts: DiscountLine[] = [];
  let left = byPart;
  if (vipPercent !== null && vipPercent > 0 && subtotalCents > 0) {
    const amountCents = Math.min(percentOfCents(subtotalCents, vipPercent), subtotalCents);
    const line: DiscountLine = { source: 'vip', label: `VIP discount (${vipPercent} %)`, amountCents, byPart: spreadOverParts(amountCents, left) };
    if (amountCents > 0) discounts.push(line);
    left = minus(left, line.byPart);
  }
  if (voucher) {
    const refusal = voucherRefusal(voucher.terms, { now: input.now, productId: input.productId, subtotalCents, usesByPlayer: voucher.usesByPlayer });
    if (refusal) refuseVoucher(refusal, { code: voucher.terms.code, terms: voucher.terms, currency });
    const line = voucherLine(left, voucher.terms, currency);
    discounts.push(line);
    left = minus(left, line.byPart);
  }
  const totalCents = priceParts.reduce((sum, part) => sum + left[part], 0);
  const creditCents = Math.max(0, Math.min(creditAvailableCents, totalCents));
  return { subtotalCents, byPart, discounts, totalCents, creditCents, amountDueCents: totalCents - creditCents, currency };
}

/** What the discounts took off each part: the invoice taxes each part's price less this. */
export function discountByPart(discounts: readonly Pick<DiscountLine, 'byPart'>[]): PartCents {
  return discounts.reduce<PartCents>((sum, line) => ({ hotel: sum.hotel + line.byPart.hotel, tournaments: sum.tournaments + line.byPart.tournaments, extras: sum.extras + line.byPart.extras }), { hotel: 0, tournaments: 0, extras: 0 });
}

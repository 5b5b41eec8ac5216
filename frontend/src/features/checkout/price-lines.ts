// The server's price in the summary's words (issue 32): the subtotal and each discount (its own
// label, minus its amount) above the total, and below it the tournament credit that pays part of it
// and what the card pays. From the price call before the order exists, from the order once it does.
import type { OrderView, PriceView } from '@pokerfest/domain';
import { formatCents, formatMoney } from '../catalogue';
import type { PackageLines, SummaryLine } from './package-lines';

export interface PricedLines {
  /** Before the discounts; shown only above discounts. */
  subtotal: string;
  discounts: SummaryLine[];
  /** Credit that pays part of the total, and the card's part; null when no credit is used. */
  credit: { applied: string; amountDue: string } | null;
}

type Discount = PriceView['discounts'][number];

const discountLines = (discounts: readonly Discount[], currency: string): SummaryLine[] =>
  discounts.map((discount) => ({ key: `${discount.source}-${discount.code ?? ''}`, label: discount.label, amount: formatCents(-discount.amountCents, currency) }));

/** The price call's lines; credit only when the player chose to use it and has some. */
export function priceViewLines(view: PriceView): PricedLines {
  return {
    subtotal: formatCents(view.subtotalCents, view.currency),
    discounts: discountLines(view.discounts, view.currency),
    credit: view.creditAppliedCents > 0 ? { applied: formatCents(-view.creditAppliedCents, view.currency), amountDue: formatCents(view.amountDueCents, view.currency) } : null,
  };
}

/** A placed order's discounts and credit; null when it has neither (its summary is its total alone). */
export function orderPriceLines(order: Pick<OrderView, 'discounts' | 'subtotalCents' | 'totalPriceCents' | 'creditAppliedCents' | 'amountDueCents' | 'currency'>): PricedLines | null {
  const { discounts, currency, creditAppliedCents } = order;
  if (discounts.length === 0 && creditAppliedCents <= 0) return null;
  const subtotalCents = order.subtotalCents ?? order.totalPriceCents + discounts.reduce((sum, discount) => sum + discount.amountCents, 0);
  const amountDueCents = order.amountDueCents ?? Math.max(0, order.totalPriceCents - creditAppliedCents);
  return {
    subtotal: formatCents(subtotalCents, currency),
    discounts: discountLines(discounts, currency),
    credit: creditAppliedCents > 0 ? { applied: formatCents(-creditAppliedCents, currency), amountDue: formatCents(amountDueCents, currency) } : null,
  };
}

/** A screen's own lines with the server's price: its total, and the lines around it. */
export function withPrice(lines: PackageLines, view: PriceView): PackageLines {
  return { ...lines, total: { ok: true, text: formatMoney(view.totalPrice, view.currency) }, priced: priceViewLines(view) };
}

/** The stored draft's lines with the placed order's price (the payment page): the order's total, discounts and credit. */
export function withOrderPrice(lines: PackageLines, order: OrderView): PackageLines {
  return { ...lines, total: { ok: true, text: formatMoney(order.totalPrice, order.currency) }, priced: orderPriceLines(order) ?? undefined };
}

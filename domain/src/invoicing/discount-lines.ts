// A booking's discounts (issue 32) as its invoices list them: each its own negative line after the
// package's lines, carrying how it falls on the parts, so that each part is taxed on its price less
// its share of the discounts (document-taxes.ts). Tournament credit is not among them: it pays, it
// does not discount (document-payments.ts).
import { componentKinds, type ComponentKind } from '../ordering/cancellation-policy';
import { spreadOverParts, type DiscountLine, type PartCents } from '../ordering/package-price';
import type { DocumentLine } from './document';

type Parts = Record<ComponentKind, number>;

const sumOf = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);
// `|| 0`: a part a discount did not touch is 0, never -0
const signed = (parts: Parts, sign: number): Parts => ({ hotel: sign * parts.hotel || 0, tournaments: sign * parts.tournaments || 0, extras: sign * parts.extras || 0 });
const minus = (a: Parts, b: Parts): Parts => ({ hotel: a.hotel - b.hotel, tournaments: a.tournaments - b.tournaments, extras: a.extras - b.extras });
const plus = (a: Parts, b: Parts): Parts => ({ hotel: a.hotel + b.hotel, tournaments: a.tournaments + b.tournaments, extras: a.extras + b.extras });
const partsTotal = (parts: Parts) => sumOf(componentKinds.map((kind) => parts[kind]));

/** What each part of the package comes to on these lines (discount lines left out). */
export function partAmounts(lines: readonly DocumentLine[]): Parts {
  const parts: Parts = { hotel: 0, tournaments: 0, extras: 0 };
  for (const line of lines) if (line.kind !== 'discount') parts[line.kind] += line.amountCents;
  return parts;
}

/** `amount` shared in proportion to `weights` (all positive): whole cents, the rest by the largest remainder, ties to the first. */
export function sharedCents(amount: number, weights: readonly number[]): number[] {
  const total = sumOf(weights);
  if (total <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * weight) / total);
  const shares = exact.map(Math.floor);
  let left = amount - sumOf(shares);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder);
  for (let at = 0; left > 0 && byRemainder.length > 0; at = (at + 1) % byRemainder.length, left -= 1) shares[byRemainder[at]!.index]! += 1;
  return shares;
}

function discountLine(label: string, amountCents: number, byPart: PartCents): DocumentLine {
  return { kind: 'discount', description: label, detail: null, quantity: null, unitCents: null, amountCents: -amountCents, byPart: signed(byPart, -1) };
}

/**
 * `amount` of a discount over the parts left: first on the parts it came off when placed (a code
 * for the room stays on the room), each at most its share then and what the part has now; any
 * rest over the other parts, in proportion. No part goes below zero.
 */
function respread(amount: number, placed: PartCents, remaining: Parts): Parts {
  const own: Parts = { hotel: Math.min(placed.hotel, remaining.hotel), tournaments: Math.min(placed.tournaments, remaining.tournaments), extras: Math.min(placed.extras, remaining.extras) };
  const first = spreadOverParts(Math.min(amount, partsTotal(own)), own);
  const rest = amount - partsTotal(first);
  return rest > 0 ? plus(first, spreadOverParts(rest, minus(remaining, first))) : first;
}

/**
 * The booking's discounts as lines, given its package lines and its total now. As placed, each is
 * the line the price made (its label: 'VIP discount (5 %)', 'Code SPRING10 (10 %)'). A booking
 * changed before it was paid gave up, with each line it dropped, that line's share of the discounts
 * (change-quote.ts): what is left of them (the lines less the total) is shared between the
 * discounts in their proportion, each kept on the parts it came off as far as they are still there.
 */
export function discountLines(discounts: readonly DiscountLine[], packageLines: readonly DocumentLine[], totalCents: number): DocumentLine[] {
  if (discounts.length === 0) return [];
  const parts = partAmounts(packageLines);
  const left = partsTotal(parts) - totalCents;
  if (left === sumOf(discounts.map((discount) => discount.amountCents))) return discounts.map((discount) => discountLine(discount.label, discount.amountCents, discount.byPart));
  if (left <= 0) return [];
  const amounts = sharedCents(left, discounts.map((discount) => discount.amountCents));
  let remaining: Parts = parts;
  return discounts.flatMap((discount, index) => {
    const amount = amounts[index]!;
    const byPart = respread(amount, discount.byPart, remaining);
    remaining = minus(remaining, byPart);
    return amount > 0 ? [discountLine(discount.label, amount, byPart)] : [];
  });
}

/**
 * The line at another amount (a share of it, or its opposite): a discount's parts follow, in
 * proportion, so they still add up to the line and each part keeps its sign.
 */
export function lineAt(line: DocumentLine, amountCents: number): DocumentLine {
  if (!line.byPart) return { ...line, amountCents };
  const sign = Math.sign(amountCents);
  const weights = signed(line.byPart, Math.sign(line.amountCents) || 1);
  return { ...line, amountCents, byPart: signed(spreadOverParts(Math.abs(amountCents), weights), sign) };
}

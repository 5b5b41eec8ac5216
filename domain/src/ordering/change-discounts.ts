// A booking's discounts when it changes (issue 32): a line taken away is worth its price less its
// part's share of the discounts still on the booking, so a refund never gives back what was never
// paid, and a code for the room stays on the room.
import type { OrderState } from './order-state';
import type { QuoteLine } from './order-events';
import { discountByPart, spreadOverParts, type PartCents, type PricePart } from './package-price';

/** The discounts still on a booking, part by part, and each part's price. */
export interface PartDiscounts {
  partDiscount: PartCents;
  partFull: PartCents;
}

const PART_OF: Record<QuoteLine['kind'], PricePart> = { hotel: 'hotel', tournament: 'tournaments', extra: 'extras' };

/** A line's price less its part's share of the booking's discounts (the line itself when there are none). */
export function paidPrice(terms: PartDiscounts, kind: QuoteLine['kind'], priceCents: number): number {
  const part = PART_OF[kind];
  const full = terms.partFull[part];
  if (terms.partDiscount[part] <= 0 || full <= 0) return priceCents;
  return priceCents - Math.round((priceCents * terms.partDiscount[part]) / full);
}

/**
 * Where the discount still on a booking sits: on the parts the placement's discounts came off, as
 * far as those parts are still booked; spread by price when the record cannot say.
 */
export function discountsByPart(state: OrderState, partFull: PartCents, discountCents: number): PartCents {
  const placed = discountByPart(state.placement?.discounts ?? []);
  const kept = { hotel: Math.min(placed.hotel, partFull.hotel), tournaments: Math.min(placed.tournaments, partFull.tournaments), extras: Math.min(placed.extras, partFull.extras) };
  const keptCents = kept.hotel + kept.tournaments + kept.extras;
  return spreadOverParts(discountCents, keptCents >= discountCents ? kept : partFull);
}

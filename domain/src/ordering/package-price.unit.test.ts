import { describe, expect, it } from 'vitest';
import { ConflictError, ValidationError } from '../shared/errors';
import type { VoucherTerms } from '../promotions/voucher';
import { NO_PROMOTIONS, percentOfCents, pricePackage, spreadOverParts, type PackagePriceInput } from './package-price';

// The one price of a package (issue 32): the subtotal, then the VIP discount, then a code, then
// credit; each discount spread over the parts it came off, never below zero.

const NOW = new Date('2027-01-10T12:00:00Z');
/** A room of 4 × 120.00, a paid seat of 300.00, an extra of 2 × 45.50: 871.00. */
const selection = (over: Partial<PackagePriceInput> = {}): PackagePriceInput => ({
  room: { pricePerNightCents: 12_000, nights: 4, currency: 'EUR' },
  seats: [{ buyInCents: 30_000, currency: 'EUR', isPurchased: true }, { buyInCents: 110_000, currency: 'EUR', isPurchased: false }],
  extras: [{ priceCents: 4_550, quantity: 2 }],
  productId: 'linz',
  now: NOW,
  promotions: NO_PROMOTIONS,
  ...over,
});

const voucher = (over: Partial<VoucherTerms> = {}): VoucherTerms => ({
  id: 9, code: 'SPRING', discountType: 'percent', value: 10, appliesTo: 'package', productId: null, maxUses: null, maxUsesPerPlayer: 1, uses: 0,
  validFrom: null, validUntil: null, minTotalCents: 0, agentId: null, active: true, ...over,
});

const withCode = (terms: Partial<VoucherTerms>, usesByPlayer = 0) => ({ voucher: { terms: voucher(terms), usesByPlayer } });

function refusal(input: PackagePriceInput): { status: number; reason: unknown } {
  try {
    pricePackage(input);
  } catch (error) {
    if (error instanceof ValidationError || error instanceof ConflictError) return { status: error.status, reason: (error.details as { reason: string }).reason };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('pricePackage', () => {
  it('without promotions is the one price rule: the subtotal, paid by card', () => {
    expect(pricePackage(selection())).toEqual({ subtotalCents: 87_100, byPart: { hotel: 48_000, tournaments: 30_000, extras: 9_100 }, discounts: [], totalCents: 87_100, creditCents: 0, amountDueCents: 87_100, currency: 'EUR' });
  });

  it('takes the VIP discount first, then the code off what is left, then credit pays and the card the rest', () => {
    const price = pricePackage(selection({ promotions: { vipPercent: 5, ...withCode({ value: 10 }), creditAvailableCents: 20_000 } }));
    // VIP: 5 % of 871.00 = 43.55; the code: 10 % of 827.45 = 82.745 → 82.75; total 744.70
    expect(price.discounts.map((line) => [line.source, line.label, line.amountCents])).toEqual([
      ['vip', 'VIP discount (5 %)', 4_355],
      ['voucher', 'Code SPRING (10 %)', 8_275],
    ]);
    expect(price).toMatchObject({ subtotalCents: 87_100, totalCents: 74_470, creditCents: 20_000, amountDueCents: 54_470 });
  });

  it('spreads each discount over the parts it came off, to the cent', () => {
    const price = pricePackage(selection({ promotions: { ...NO_PROMOTIONS, vipPercent: 5 } }));
    const vip = price.discounts[0]!;
    expect(vip.byPart.hotel + vip.byPart.tournaments + vip.byPart.extras).toBe(vip.amountCents);
    expect(vip.byPart).toEqual({ hotel: 2_400, tournaments: 1_500, extras: 455 });
  });

  it('takes a code for one part only off that part', () => {
    const hotel = pricePackage(selection({ promotions: { ...NO_PROMOTIONS, ...withCode({ appliesTo: 'hotel', value: 50 }) } }));
    expect(hotel.discounts[0]).toMatchObject({ amountCents: 24_000, byPart: { hotel: 24_000, tournaments: 0, extras: 0 } });
    const seats = pricePackage(selection({ promotions: { ...NO_PROMOTIONS, ...withCode({ appliesTo: 'tournaments', discountType: 'amount', value: 5_000 }) } }));
    expect(seats.discounts[0]).toMatchObject({ amountCents: 5_000, byPart: { hotel: 0, tournaments: 5_000, extras: 0 } });
    expect(seats.totalCents).toBe(82_100);
  });

  it('never goes below zero: a discount larger than what it applies to takes all of it and no more', () => {
    const all = pricePackage(selection({ promotions: { ...NO_PROMOTIONS, ...withCode({ discountType: 'amount', value: 1_000_000 }) } }));
    expect(all).toMatchObject({ totalCents: 0, amountDueCents: 0, discounts: [{ amountCents: 87_100 }] });
    const extras = pricePackage(selection({ promotions: { ...NO_PROMOTIONS, ...withCode({ appliesTo: 'extras', discountType: 'amount', value: 50_000 }) } }));
    expect(extras).toMatchObject({ totalCents: 78_000, discounts: [{ amountCents: 9_100, byPart: { hotel: 0, tournaments: 0, extras: 9_100 } }] });
    const hundred = pricePackage(selection({ promotions: { vipPercent: 5, ...withCode({ value: 100 }), creditAvailableCents: 5_000 } }));
    expect(hundred).toMatchObject({ totalCents: 0, creditCents: 0, amountDueCents: 0 });
  });

  it('uses no more credit than the total, and none without a total', () => {
    expect(pricePackage(selection({ promotions: { ...NO_PROMOTIONS, creditAvailableCents: 1_000_000 } }))).toMatchObject({ totalCents: 87_100, creditCents: 87_100, amountDueCents: 0 });
    expect(pricePackage(selection({ room: null, seats: [], extras: [], promotions: { ...NO_PROMOTIONS, vipPercent: 5, creditAvailableCents: 500 } }))).toMatchObject({ totalCents: 0, creditCents: 0, discounts: [] });
  });

  it('rounds percentages half up to the cent, with up to two decimals', () => {
    expect(percentOfCents(87_100, 5)).toBe(4_355);
    expect(percentOfCents(1_001, 12.5)).toBe(125); // 125.125
    expect(percentOfCents(1_005, 10)).toBe(101); // 100.5 → 101
    expect(percentOfCents(333, 33.33)).toBe(111); // 110.9889
  });

  it('spreads by the largest remainder, never more to a part than it has', () => {
    expect(spreadOverParts(100, { hotel: 1, tournaments: 1, extras: 1 })).toEqual({ hotel: 1, tournaments: 1, extras: 1 });
    expect(spreadOverParts(2, { hotel: 1, tournaments: 1, extras: 1 })).toEqual({ hotel: 1, tournaments: 1, extras: 0 });
    expect(spreadOverParts(10, { hotel: 0, tournaments: 0, extras: 0 })).toEqual({ hotel: 0, tournaments: 0, extras: 0 });
  });

  it('refuses a code that cannot be used, with its reason', () => {
    const cases: [Partial<VoucherTerms>, number, string, number?][] = [
      [{ active: false }, 400, 'voucher_inactive'],
      [{ validFrom: '2027-02-01T00:00:00.000Z' }, 400, 'voucher_not_yet_valid'],
      [{ validUntil: '2027-01-09T23:59:59.999Z' }, 400, 'voucher_expired'],
      [{ productId: 'vienna' }, 400, 'voucher_wrong_festival'],
      [{ maxUses: 5, uses: 5 }, 409, 'voucher_used_up'],
      [{ maxUsesPerPlayer: 2 }, 409, 'voucher_already_used', 2],
      [{ minTotalCents: 87_101 }, 400, 'voucher_below_minimum'],
    ];
    for (const [terms, status, reason, usesByPlayer] of cases) {
      expect(refusal(selection({ promotions: { ...NO_PROMOTIONS, ...withCode(terms, usesByPlayer) } })), reason).toEqual({ status, reason });
    }
    expect(refusal(selection({ room: null, promotions: { ...NO_PROMOTIONS, ...withCode({ appliesTo: 'hotel' }) } }))).toEqual({ status: 400, reason: 'voucher_not_applicable' });
    // valid on its last instant, and from its first
    expect(pricePackage(selection({ promotions: { ...NO_PROMOTIONS, ...withCode({ validFrom: NOW.toISOString(), validUntil: NOW.toISOString() }) } })).discounts).toHaveLength(1);
  });
});

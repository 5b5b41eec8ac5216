import { describe, expect, it } from 'vitest';
import type { DocumentLine } from './document';
import { taxLines } from './document-taxes';
import type { SellerSettings } from './seller-settings';

const lineOf = (kind: DocumentLine['kind'], amountCents: number): DocumentLine => ({ kind, description: kind, detail: null, quantity: null, unitCents: null, amountCents });
const MARGIN = 'Margin scheme for travel agents: no VAT shown.';
const taxes: SellerSettings['taxes'] = {
  hotel: { kind: 'rate', ratePercent: 10 },
  tournaments: { kind: 'none', note: MARGIN },
  extras: { kind: 'rate', ratePercent: 20 },
};

describe('tax per rate on gross prices', () => {
  it('takes each rate out of its gross (gross × rate / (100 + rate)) to the cent, and prints the note for the untaxed lines', () => {
    const lines = [lineOf('hotel', 48_000), lineOf('tournaments', 55_050), lineOf('extras', 9_100)];
    expect(taxLines(lines, taxes)).toEqual([
      // 48,000 × 10 / 110 = 4,363.6…
      { ratePercent: 10, note: null, grossCents: 48_000, netCents: 43_636, taxCents: 4_364 },
      { ratePercent: null, note: MARGIN, grossCents: 55_050, netCents: 55_050, taxCents: 0 },
      // 9,100 × 20 / 120 = 1,516.6…
      { ratePercent: 20, note: null, grossCents: 9_100, netCents: 7_583, taxCents: 1_517 },
    ]);
  });

  it('rounds once per rate, not per line: the lines of a rate add up to its tax', () => {
    // per line 105 × 10 / 110 = 9.5… → 10 each, 20 in all; once over 210 it is 19.09… → 19
    expect(taxLines([lineOf('hotel', 105), lineOf('hotel', 105)], taxes)).toEqual([{ ratePercent: 10, note: null, grossCents: 210, netCents: 191, taxCents: 19 }]);
  });

  it('groups kinds taxed at the same rate into one line', () => {
    const same: SellerSettings['taxes'] = { ...taxes, extras: { kind: 'rate', ratePercent: 10 } };
    expect(taxLines([lineOf('hotel', 11_000), lineOf('extras', 1_100)], same)).toEqual([{ ratePercent: 10, note: null, grossCents: 12_100, netCents: 11_000, taxCents: 1_100 }]);
  });

  it('rounds a negative group (a capped refund line) symmetrically', () => {
    expect(taxLines([lineOf('hotel', 10_000), lineOf('hotel', -105)], taxes)).toEqual([{ ratePercent: 10, note: null, grossCents: 9_895, netCents: 8_995, taxCents: 900 }]);
    expect(taxLines([lineOf('extras', -105)], taxes)).toEqual([{ ratePercent: 20, note: null, grossCents: -105, netCents: -87, taxCents: -18 }]);
  });

  it('keeps a rate with decimals exact: 7.5 % of 10,750 gross is 750', () => {
    const reduced: SellerSettings['taxes'] = { ...taxes, hotel: { kind: 'rate', ratePercent: 7.5 } };
    expect(taxLines([lineOf('hotel', 10_750)], reduced)).toEqual([{ ratePercent: 7.5, note: null, grossCents: 10_750, netCents: 10_000, taxCents: 750 }]);
  });
});

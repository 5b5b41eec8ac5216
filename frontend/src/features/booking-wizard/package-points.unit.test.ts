import { describe, expect, it } from 'vitest';
import { packagePoints } from './package-points';
import type { WizardQuote } from './wizard-package';

const quote: WizardQuote = { ok: true, price: { roomCents: 72_000, seatsCents: 143_000, extrasCents: 12_000, totalCents: 227_000, currency: 'EUR' } };

describe('packagePoints: the estimate at the configured earn rate', () => {
  it("uses loyalty_config's rate, not the default 10%", () => {
    expect(packagePoints(quote, { earnRatePercent: 12 })).toBe(272); // 2270 EUR at 12% = 272.4
    expect(packagePoints(quote, { earnRatePercent: 10 })).toBe(227);
  });

  it('promises nothing before the rules arrive or for a package without a price', () => {
    expect(packagePoints(quote, undefined)).toBeNull();
    expect(packagePoints({ ok: false, problem: 'An order is paid in one currency' }, { earnRatePercent: 12 })).toBeNull();
  });

  it('estimates on what the card pays once the server priced the package (issue 32)', () => {
    expect(packagePoints(quote, { earnRatePercent: 10 }, 204_300)).toBe(204);
    expect(packagePoints(quote, { earnRatePercent: 10 }, 0)).toBeNull();
  });

  it('promises nothing while nothing payable is chosen', () => {
    const nothing: WizardQuote = { ok: true, price: { roomCents: 0, seatsCents: 0, extrasCents: 0, totalCents: 0, currency: 'EUR' } };
    expect(packagePoints(nothing, { earnRatePercent: 10 })).toBeNull();
  });
});

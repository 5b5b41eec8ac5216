// The loyalty points a wizard package would earn (product spec section 9, the points estimate).
import { pointsForBooking, type LoyaltyRules } from '@pokerfest/domain';
import type { WizardQuote } from './wizard-package';

/**
 * At the earn rate `loyalty_config` holds (GET /api/loyalty/config), as the order will promise them:
 * on what the card pays (issue 32: after the discounts and the credit) once the server's price is in,
 * `paidCents`, else on the package's own sum. Null while nothing payable is chosen (no 'About 0
 * points' before the player has done anything), while the package has no price, or before the rules
 * arrived: an estimate at the default rate would be wrong wherever the rate was changed.
 */
export function packagePoints(quote: WizardQuote, rules: Pick<LoyaltyRules, 'earnRatePercent'> | undefined, paidCents?: number): number | null {
  if (!quote.ok || !rules) return null;
  const cents = paidCents ?? quote.price.totalCents;
  return cents === 0 ? null : pointsForBooking(cents, rules.earnRatePercent);
}

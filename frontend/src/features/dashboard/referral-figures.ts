// The My Referrals cards (product spec sections 2 and 9): who registered with the code, who is
// active, and the estimated commission in the general money format (euro, no decimals, en-US).
import { formatMoney, type ReferredUser } from '@pokerfest/domain';

export interface ReferralCounts {
  total: number;
  /** Referred players with more than 0 points. */
  active: number;
}

export function referralCounts(players: readonly Pick<ReferredUser, 'loyaltyPoints'>[]): ReferralCounts {
  return { total: players.length, active: players.filter((player) => player.loyaltyPoints > 0).length };
}

/** '€1,234' for an amount in euros, rounded to the euro. */
export function wholeEuros(euros: number): string {
  return formatMoney(euros, 'EUR', { wholeUnits: true });
}

/** '€1,234' for an amount in cents, rounded to the euro (the chart's axis). */
export function wholeEurosOfCents(cents: number): string {
  return wholeEuros(cents / 100);
}

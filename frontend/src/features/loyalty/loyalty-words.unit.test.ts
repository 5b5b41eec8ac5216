import { describe, expect, it } from 'vitest';
import { DEFAULT_LOYALTY_RULES } from '@pokerfest/domain';
import { earnWays, nextTier, signedPoints, tierBenefits, tierName, tierStatusLabel } from './loyalty-words';

const rules = DEFAULT_LOYALTY_RULES;

describe('loyalty words', () => {
  it('reads VIP from the threshold on, one reading for the status line and the tier list', () => {
    expect([0, 499, 500, 1200].map((points) => tierStatusLabel(points, rules))).toEqual(['Standard Member', 'Standard Member', 'VIP Status', 'VIP Status']);
    expect([499, 500].map((points) => tierName(points, rules))).toEqual(['Standard Member', 'VIP Member']);
    expect(tierStatusLabel(700, { vipThresholdPoints: 1000 })).toBe('Standard Member');
  });

  it('says how many points are still needed for VIP, and that VIP is the top', () => {
    expect(nextTier(150, rules)).toEqual({ reached: false, pointsNeeded: 350, percent: 30, text: '350 more points to VIP Member (500 points).' });
    expect(nextTier(499, rules).text).toBe('1 more point to VIP Member (500 points).');
    expect(nextTier(0, rules)).toMatchObject({ pointsNeeded: 500, percent: 0 });
    expect(nextTier(500, rules)).toEqual({ reached: true, pointsNeeded: 0, percent: 100, text: 'You are a VIP Member, the highest tier.' });
    expect(nextTier(250, { vipThresholdPoints: 1000 })).toMatchObject({ pointsNeeded: 750, percent: 25 });
  });

  it('names the rates of the rules in force', () => {
    expect(earnWays(rules)).toEqual([
      'Book festival packages: earn 10% of the booking value in points.',
      "Refer new players: 50 points for each referred new player's first booking.",
      'Points are added within 24 hours of check-in.',
    ]);
    expect(earnWays({ earnRatePercent: 12, referralBonusPoints: 75 })[0]).toContain('12%');
  });

  it('lists the VIP promises under the threshold in force', () => {
    const [standard, vip] = tierBenefits(rules);
    expect(standard?.requirement).toBe('Below 500 points');
    expect(vip).toEqual({ name: 'VIP Member', requirement: '500 points or more', benefits: ['Priority booking', '5% discount on all bookings', 'Exclusive VIP tournaments'] });
  });

  it('promises the VIP discount at the percentage in force (issue 32)', () => {
    expect(tierBenefits({ ...rules, vipDiscountPercent: 7.5 })[1]?.benefits).toContain('7.5% discount on all bookings');
  });

  it('always shows the sign of a gain', () => {
    expect([50, -20, 0, 1500].map(signedPoints)).toEqual(['+50', '−20', '0', '+1,500']);
  });
});

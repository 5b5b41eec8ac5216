import { describe, expect, it } from 'vitest';
import { formatBuyIn, formatDay, formatDayRange, formatMoney, formatSeats, starEmojis, starLine, yesNo } from './catalogue-format';

describe('admin catalogue display rules', () => {
  it('shows dates as the shop writes days (MMM d, yyyy) whatever the time zone', () => {
    expect(formatDay('2027-03-14')).toBe('Mar 14, 2027');
    expect(formatDay('2027-12-01T23:30:00.000Z')).toBe('Dec 1, 2027');
    expect(formatDay('')).toBe('');
    expect(formatDayRange('2027-03-14', '2027-03-20')).toBe('Mar 14\u2009–\u200920, 2027');
    expect(formatDayRange(null, '2027-03-20')).toBe('Mar 20, 2027');
  });

  it('shows buy-ins as amount / 100 in their currency', () => {
    expect(formatBuyIn(110000, 'EUR')).toBe('€1,100.00');
    expect(formatBuyIn(5050, 'USD')).toBe('$50.50');
    expect(formatMoney(12.5)).toBe('€12.50');
    expect(formatMoney(3, 'XX1')).toBe('3.00 XX1');
  });

  it('shows seats, stars and yes/no', () => {
    expect(formatSeats(0)).toBe('Unlimited');
    expect(formatSeats(null)).toBe('Unlimited');
    expect(formatSeats(3)).toBe('3');
    expect(starLine(4)).toBe('★★★★☆');
    expect(starLine(9)).toBe('★★★★★');
    expect(starEmojis(3)).toBe('⭐⭐⭐');
    expect(yesNo(true)).toBe('Yes');
    expect(yesNo(false)).toBe('No');
  });
});

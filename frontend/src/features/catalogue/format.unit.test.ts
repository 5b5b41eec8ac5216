import { describe, expect, it } from 'vitest';
import { formatBuyIn, formatDate, formatDateRange, formatDateTime, formatMoney } from './format';

describe('shop formatting', () => {
  it('shows a moment with date, 24-hour time and the zone named, and unreadable text as is', () => {
    expect(formatDateTime('2027-03-14T09:30:00Z')).toMatch(/^Mar 1[34], 2027, \d{2}:\d{2} \S+$/);
    expect(formatDateTime('soon')).toBe('soon');
  });

  it('shows dates as calendar days whatever the time zone', () => {
    expect(formatDate('2027-04-10')).toBe('Apr 10, 2027');
    expect(formatDate(new Date('2027-04-10T00:00:00Z'))).toBe('Apr 10, 2027');
    expect(formatDateRange('2027-04-10', '2027-04-10')).toBe('Apr 10, 2027');
    expect(formatDateRange('2027-04-10', '2027-04-18')).toMatch(/^Apr 10\s?–\s?18, 2027$/);
    expect(formatDateRange('2027-04-10', null)).toBe('Apr 10, 2027');
    expect(formatDateRange(null, null)).toBe('Dates TBA');
  });

  it('shows money with 2 decimals and buy-ins as amount / 100', () => {
    expect(formatMoney(1665.4)).toBe('€1,665.40');
    expect(formatMoney(12, 'USD')).toBe('$12.00');
    expect(formatBuyIn(110_000, 'EUR')).toBe('€1,100.00');
    expect(formatMoney(5, 'not a currency')).toBe('5.00 not a currency');
  });
});

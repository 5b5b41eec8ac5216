import { describe, expect, it } from 'vitest';
import { nightsBetween, parseDateOnly, toDateInputValue } from './calendar-day';

const day = (text: string) => parseDateOnly(text) as Date;

describe('calendar days', () => {
  it('counts a festival length as the rounded-up absolute day difference', () => {
    expect(nightsBetween(day('2027-04-10'), day('2027-04-13'))).toBe(3);
    expect(nightsBetween(day('2027-04-13'), day('2027-04-10'))).toBe(3);
  });

  it('reads date-only and ISO texts, and refuses rubbish', () => {
    expect(toDateInputValue(day('2027-04-10T15:00:00.000Z'))).toBe('2027-04-10');
    expect(parseDateOnly('soon')).toBeNull();
    expect(parseDateOnly(null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { defaultStay, nightsBetween, parseDateOnly, recomputeNights, stayLimits, toDateInputValue } from './stay-dates';

const day = (text: string) => parseDateOnly(text) as Date;

describe('festival stay dates (spec sections 4 and 9)', () => {
  it('defaults to the festival start and start + 4 days, 4 nights', () => {
    const stay = defaultStay('2027-04-10');
    expect(toDateInputValue(stay.checkIn)).toBe('2027-04-10');
    expect(toDateInputValue(stay.checkOut)).toBe('2027-04-14');
    expect(stay.nights).toBe(4);
  });

  it('counts nights as the rounded-up absolute day difference', () => {
    expect(nightsBetween(day('2027-04-10'), day('2027-04-13'))).toBe(3);
    expect(nightsBetween(day('2027-04-13'), day('2027-04-10'))).toBe(3);
    expect(nightsBetween(new Date('2027-04-10T00:00:00Z'), new Date('2027-04-11T01:00:00Z'))).toBe(2);
  });

  it('keeps the previous nights when the new difference is not above 0', () => {
    expect(recomputeNights(4, day('2027-04-10'), day('2027-04-12'))).toBe(2);
    expect(recomputeNights(4, day('2027-04-10'), day('2027-04-10'))).toBe(4);
  });

  it('limits check-in to the festival and check-out to check-in .. festival end', () => {
    expect(stayLimits('2027-04-10', '2027-04-18', day('2027-04-12'))).toEqual({
      checkIn: { min: '2027-04-10', max: '2027-04-18' },
      checkOut: { min: '2027-04-12', max: '2027-04-18' },
    });
  });

  it('reads date-only and ISO texts, and refuses rubbish', () => {
    expect(toDateInputValue(day('2027-04-10T15:00:00.000Z'))).toBe('2027-04-10');
    expect(parseDateOnly('soon')).toBeNull();
    expect(parseDateOnly(null)).toBeNull();
  });
});

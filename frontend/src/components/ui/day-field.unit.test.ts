import { describe, expect, it } from 'vitest';
import { writtenDay } from './day-field';

describe('the day under a date input', () => {
  it('writes the day the input holds as the shop writes days, with its weekday', () => {
    expect(writtenDay('2027-06-04')).toBe('Fri, Jun 4, 2027');
    expect(writtenDay('2028-02-29')).toBe('Tue, Feb 29, 2028');
  });

  it('writes nothing while the input is empty, half typed or not a day', () => {
    expect(writtenDay('')).toBe('');
    expect(writtenDay(undefined)).toBe('');
    expect(writtenDay(null)).toBe('');
    expect(writtenDay('2027-13-01')).toBe('');
    expect(writtenDay(20270604)).toBe('');
  });
});

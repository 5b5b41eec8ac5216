import { describe, expect, it } from 'vitest';
import { addCalendarDays, calendarDayOf, calendarDaysBetween, calendarDayStart, parseCalendarDay, wholeDaysApart } from './calendar-day';

describe('calendar days (UTC)', () => {
  it('starts a day at its midnight UTC, also from a longer ISO text, and days later or earlier', () => {
    expect(calendarDayStart('2027-06-01')).toStrictEqual(new Date('2027-06-01T00:00:00.000Z'));
    expect(calendarDayStart('2027-06-01T23:30:00.000Z')).toStrictEqual(new Date('2027-06-01T00:00:00.000Z'));
    expect(calendarDayStart('2027-02-28', 1)).toStrictEqual(new Date('2027-03-01T00:00:00.000Z'));
    expect(calendarDayStart('2027-01-01', -1)).toStrictEqual(new Date('2026-12-31T00:00:00.000Z'));
    expect(Number.isNaN(calendarDayStart('soon').getTime())).toBe(true);
  });

  it('reads a day from a form or a stored text, and refuses rubbish', () => {
    expect(parseCalendarDay('2027-04-10T15:00:00.000Z')).toStrictEqual(new Date('2027-04-10T00:00:00.000Z'));
    expect(parseCalendarDay('soon')).toBeNull();
    expect(parseCalendarDay('')).toBeNull();
    expect(parseCalendarDay(null)).toBeNull();
    expect(parseCalendarDay(undefined)).toBeNull();
  });

  it("names an instant's UTC day, whatever the time", () => {
    expect(calendarDayOf(new Date('2027-06-01T23:59:59.999Z'))).toBe('2027-06-01');
    expect(calendarDayOf(new Date('2027-06-02T00:00:00.000Z'))).toBe('2027-06-02');
    expect(() => calendarDayOf(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('adds days across months, years and a leap day', () => {
    expect(addCalendarDays('2027-03-12', 7)).toBe('2027-03-19');
    expect(addCalendarDays('2027-12-30', 4)).toBe('2028-01-03');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addCalendarDays('2027-03-12T18:00:00Z', 0)).toBe('2027-03-12');
    expect(() => addCalendarDays('soon', 1)).toThrow(RangeError);
  });

  it('counts the days between two days, signed, and NaN for rubbish', () => {
    expect(calendarDaysBetween('2027-03-12', '2027-03-19')).toBe(7);
    expect(calendarDaysBetween('2027-03-19', '2027-03-12')).toBe(-7);
    expect(calendarDaysBetween('2027-06-01', '2027-06-01T23:00:00Z')).toBe(0);
    // through the end of daylight saving time in Europe: UTC days have no 23- or 25-hour days
    expect(calendarDaysBetween('2027-10-30', '2027-11-01')).toBe(2);
    expect(calendarDaysBetween('2027-03-12', 'soon')).toBeNaN();
  });

  it('counts instants apart in whole days, rounded up, whichever comes first', () => {
    expect(wholeDaysApart(new Date('2027-04-10T00:00:00Z'), new Date('2027-04-13T00:00:00Z'))).toBe(3);
    expect(wholeDaysApart(new Date('2027-04-13T00:00:00Z'), new Date('2027-04-10T00:00:00Z'))).toBe(3);
    expect(wholeDaysApart(new Date('2027-04-10T00:00:00Z'), new Date('2027-04-10T01:00:00Z'))).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatDay,
  formatDayRange,
  formatMoment,
  formatMoney,
  formatMonth,
  formatSignedCents,
  formatSignedCount,
  formatSignedMoney,
  formatTime,
  MINUS_SIGN,
} from './shop-format';

// Intl writes the range's dash between thin spaces and a no-break space after a letter code: the
// expectations spell them out so that a change of either is seen.
const THIN = '\u2009';
const NBSP = '\u00a0';

describe('days', () => {
  it('writes a day as the shop does, from its text, a longer ISO text or its Date', () => {
    expect(formatDay('2027-06-04')).toBe('Jun 4, 2027');
    expect(formatDay('2027-06-04T23:30:00.000Z')).toBe('Jun 4, 2027');
    expect(formatDay(new Date('2027-06-04T00:00:00.000Z'))).toBe('Jun 4, 2027');
    expect(formatDay('2027-06-04', { weekday: true })).toBe('Fri, Jun 4, 2027');
    expect(formatDay(null)).toBe('');
    expect(formatDay('soon')).toBe('soon');
  });

  it('takes the locale as a parameter', () => {
    expect(formatDay('2027-06-04', { locale: 'de-DE' })).toBe('4. Juni 2027');
    expect(formatDay('2027-06-04', { locale: 'en-GB' })).toBe('4 Jun 2027');
  });

  it('writes a range once for what both ends share, across months and years', () => {
    expect(formatDayRange('2027-06-04', '2027-06-08')).toBe(`Jun 4${THIN}–${THIN}8, 2027`);
    expect(formatDayRange('2027-05-30', '2027-06-02')).toBe(`May 30${THIN}–${THIN}Jun 2, 2027`);
    expect(formatDayRange('2027-12-30', '2028-01-02')).toBe(`Dec 30, 2027${THIN}–${THIN}Jan 2, 2028`);
  });

  it('writes one day for a range of one day or with one end, nothing with neither', () => {
    expect(formatDayRange('2027-06-04', '2027-06-04')).toBe('Jun 4, 2027');
    expect(formatDayRange('2027-06-04', null)).toBe('Jun 4, 2027');
    expect(formatDayRange(undefined, '2027-06-08')).toBe('Jun 8, 2027');
    expect(formatDayRange(null, 'never')).toBe('');
  });

  it('names a month', () => {
    expect(formatMonth('2027-03')).toBe('Mar 2027');
    expect(formatMonth('March')).toBe('March');
  });
});

describe('moments', () => {
  const at = '2027-06-04T11:31:00.000Z';

  it('writes a clock time on 24 hours with its zone named', () => {
    expect(formatTime(at, { timeZone: 'UTC' })).toBe('11:31 UTC');
    expect(formatTime(at, { timeZone: 'Europe/Vienna' })).toBe('13:31 GMT+2');
    expect(formatTime(at, { timeZone: 'America/New_York' })).toBe('07:31 EDT');
    expect(formatTime('2027-06-04T00:05:00.000Z', { timeZone: 'UTC' })).toBe('00:05 UTC');
  });

  it('writes a moment with its day, in the zone given (the day too moves with the zone)', () => {
    expect(formatMoment(at, { timeZone: 'UTC' })).toBe('Jun 4, 2027, 11:31 UTC');
    expect(formatMoment('2027-12-31T23:30:00.000Z', { timeZone: 'Europe/Vienna' })).toBe('Jan 1, 2028, 00:30 GMT+1');
    expect(formatMoment(new Date(at), { timeZone: 'UTC', year: false })).toBe('Jun 4, 11:31 UTC');
  });

  it('answers unreadable text as it came', () => {
    expect(formatTime('soon')).toBe('soon');
    expect(formatMoment('later')).toBe('later');
  });
});

describe('money', () => {
  it('writes every amount with thousands separators and two decimals, cents included', () => {
    expect(formatCents(307_500, 'EUR')).toBe('€3,075.00');
    expect(formatMoney(1_234_567.5, 'EUR')).toBe('€1,234,567.50');
    expect(formatMoney(0.5)).toBe('€0.50');
    expect(formatCents(1)).toBe('€0.01');
    expect(formatCents(199_999, 'USD')).toBe('$1,999.99');
    expect(formatMoney(1250, 'CZK')).toBe(`CZK${NBSP}1,250.00`);
  });

  it('writes every negative amount with the one minus sign', () => {
    expect(formatCents(-12_345, 'USD')).toBe(`${MINUS_SIGN}$123.45`);
    expect(formatMoney(-0.5)).toBe('−€0.50');
    expect(formatMoney(-1250, 'X1')).toBe('−1,250.00 X1');
    expect(formatMoney(-1675, 'EUR', { locale: 'de-DE' })).toBe(`−1.675,00${NBSP}€`);
  });

  it('shows the sign of a difference, and none for nothing', () => {
    expect(formatSignedMoney(12)).toBe('+€12.00');
    expect(formatSignedCents(-1200)).toBe('−€12.00');
    expect(formatSignedCents(0)).toBe('€0.00');
    expect(formatSignedCount(1500)).toBe('+1,500');
    expect(formatSignedCount(-20)).toBe('−20');
    expect(formatSignedCount(0)).toBe('0');
  });

  it('rounds to whole units where an estimate is meant', () => {
    expect(formatMoney(1234.5, 'EUR', { wholeUnits: true })).toBe('€1,235');
    expect(formatMoney(-0.4, 'EUR', { wholeUnits: true })).toBe('−€0');
  });

  it('falls back to euros without a currency and to the bare code for one Intl does not know', () => {
    expect(formatMoney(12, null)).toBe('€12.00');
    expect(formatMoney(1250, 'X1')).toBe('1,250.00 X1');
  });
});

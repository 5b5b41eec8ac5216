import { describe, expect, it } from 'vitest';
import { instantOfLocalInput, localInputValue } from './sales-open-at';

// The field reads and writes the browser's own time zone: whatever zone the tests run in, a local
// date and time and its instant must come back to each other.

describe('"Sales open at" between the field and the API', () => {
  it('reads the typed local time as an instant with its offset', () => {
    const instant = instantOfLocalInput('2027-01-15T11:00');
    expect(instant).toMatch(/^2027-01-1[45]T\d{2}:00:00\.000Z$/);
    const at = new Date(instant);
    expect([at.getFullYear(), at.getMonth(), at.getDate(), at.getHours(), at.getMinutes()]).toEqual([2027, 0, 15, 11, 0]);
  });

  it('shows a stored instant in local time, and back again', () => {
    for (const stored of ['2027-01-15T10:00:00.000Z', '2027-07-01T22:30:00.000Z', '2027-03-28T01:15:45.000Z']) {
      expect(instantOfLocalInput(localInputValue(stored))).toBe(stored);
    }
    expect(localInputValue('2027-01-15T10:00:00.000Z')).toMatch(/^2027-01-1[45]T\d{2}:00$/);
    expect(localInputValue('2027-01-15T10:00:45.000Z')).toMatch(/:45$/);
  });

  it('keeps empty as empty, and hands anything unreadable on for the schema to refuse', () => {
    expect(instantOfLocalInput('')).toBe('');
    expect(localInputValue(null)).toBe('');
    expect(localInputValue('')).toBe('');
    expect(localInputValue('soon')).toBe('');
    expect(instantOfLocalInput('15.01.2027 11:00')).toBe('15.01.2027 11:00');
  });
});

import { describe, expect, it } from 'vitest';
import { adminDocumentsQuery, documentRange, rangeDays, rangeInstants } from './admin-documents';

describe('a range of issue days', () => {
  it('defaults to the current UTC month, either end on its own', () => {
    expect(documentRange({}, new Date('2028-02-10T23:30:00Z'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(documentRange({ from: '2027-12-01' }, new Date('2026-11-30T23:59:59Z'))).toEqual({ from: '2027-12-01', to: '2026-11-30' });
    expect(documentRange({}, new Date('2026-12-31T23:00:00Z'))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    // still 31 January in UTC, already February in Vienna: the server's day counts (the Accounting tab's default too)
    expect(documentRange({}, new Date('2027-01-31T23:30:00Z'))).toEqual({ from: '2027-01-01', to: '2027-01-31' });
  });

  it('counts both ends, and a range that ends before it starts has no day', () => {
    expect(rangeDays({ from: '2026-11-24', to: '2026-11-24' })).toBe(1);
    expect(rangeDays({ from: '2025-01-01', to: '2026-01-01' })).toBe(366);
    expect(rangeDays({ from: '2026-02-01', to: '2026-01-31' })).toBe(0);
  });

  it('covers its last day up to the next midnight (UTC)', () => {
    expect(rangeInstants({ from: '2026-11-01', to: '2026-11-30' })).toEqual({ start: new Date('2026-11-01T00:00:00.000Z'), end: new Date('2026-12-01T00:00:00.000Z') });
  });

  it('refuses days that do not exist and pages past the bounds', () => {
    expect(adminDocumentsQuery.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(adminDocumentsQuery.safeParse({ limit: '501' }).success).toBe(false);
    expect(adminDocumentsQuery.safeParse({ offset: '-1' }).success).toBe(false);
    expect(adminDocumentsQuery.parse({ limit: '20' })).toEqual({ limit: 20, offset: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { auditCsvUrl, auditListUrl, auditPageCount } from './loyalty-audit-query';

describe('loyalty audit query', () => {
  it('sends only the filters that are set, and pages the list', () => {
    expect(auditListUrl({}, 1)).toBe('/api/admin/loyalty-transactions?page=1&pageSize=25');
    expect(auditListUrl({ userId: 7, source: 'adjustment', from: '2027-03-01', to: '2027-03-31' }, 3, 10)).toBe(
      '/api/admin/loyalty-transactions?userId=7&source=adjustment&from=2027-03-01&to=2027-03-31&page=3&pageSize=10',
    );
  });

  it('exports the same filters as CSV, without paging', () => {
    expect(auditCsvUrl({})).toBe('/api/admin/loyalty-transactions.csv');
    expect(auditCsvUrl({ userId: 7, source: 'booking', to: '2027-03-31' })).toBe('/api/admin/loyalty-transactions.csv?userId=7&source=booking&to=2027-03-31');
  });

  it('leaves out what the server would refuse', () => {
    expect(auditCsvUrl({ userId: Number.NaN, from: '03/01/2027', to: '' })).toBe('/api/admin/loyalty-transactions.csv');
    expect(auditListUrl({}, 0)).toBe('/api/admin/loyalty-transactions?page=1&pageSize=25');
  });

  it('counts pages, at least one', () => {
    expect([0, 1, 25, 26, 100].map((total) => auditPageCount(total))).toEqual([1, 1, 1, 2, 4]);
  });
});

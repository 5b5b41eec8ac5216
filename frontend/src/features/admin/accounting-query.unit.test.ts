import { describe, expect, it } from 'vitest';
import { accountingCsvUrl, accountingListUrl, bookedTotal, rangeProblem } from './accounting-query';

describe('accounting query', () => {
  it('pages the list by limit and offset, and exports the same range without paging', () => {
    const range = { from: '2026-11-01', to: '2026-11-30' };
    expect(accountingListUrl(range, 1)).toBe('/api/admin/documents?from=2026-11-01&to=2026-11-30&limit=25&offset=0');
    expect(accountingListUrl(range, 3, 10)).toBe('/api/admin/documents?from=2026-11-01&to=2026-11-30&limit=10&offset=20');
    expect(accountingListUrl(range, 0)).toBe('/api/admin/documents?from=2026-11-01&to=2026-11-30&limit=25&offset=0');
    expect(accountingCsvUrl(range)).toBe('/api/admin/accounting/documents.csv?from=2026-11-01&to=2026-11-30');
  });

  it('says what is wrong with a range the server would refuse', () => {
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-30' })).toBeNull();
    expect(rangeProblem({ from: '2026-11-30', to: '2026-11-30' })).toBeNull();
    expect(rangeProblem({ from: '', to: '2026-11-30' })).toBe('Choose the first day (From).');
    expect(rangeProblem({ from: '2026-11-01', to: '30/11/2026' })).toBe('Choose the last day (To).');
    expect(rangeProblem({ from: '2026-12-01', to: '2026-11-30' })).toBe('From must be on or before To.');
  });

  it('books a credit note’s total as negative, an invoice’s as it is', () => {
    expect(bookedTotal({ kind: 'invoice', total: 120.5 })).toBe(120.5);
    expect(bookedTotal({ kind: 'credit-note', total: 80 })).toBe(-80);
    expect(bookedTotal({ kind: 'credit-note', total: -80 })).toBe(-80);
  });
});

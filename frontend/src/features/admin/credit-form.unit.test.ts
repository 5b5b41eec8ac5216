import { describe, expect, it } from 'vitest';
import type { CreditEntryView } from '@pokerfest/domain';
import { creditForm, emptyCreditForm } from './credit-form';
import { newestFirst } from './credit-words';

const messages = (values: Partial<typeof emptyCreditForm>) => {
  const parsed = creditForm.safeParse({ ...emptyCreditForm, ...values });
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the admin’s tournament credit form (issue 32)', () => {
  it('hands a grant on as the body the server takes, its day kept as typed', () => {
    expect(creditForm.parse({ amount: '150', reason: 'Satellite win', expiresAt: '2027-12-31' })).toEqual({ amount: 150, reason: 'Satellite win', expiresAt: '2027-12-31' });
    expect(creditForm.parse({ amount: '-20,50', reason: 'Granted twice', expiresAt: '' })).toEqual({ amount: -20.5, reason: 'Granted twice', expiresAt: null });
  });

  it('says on each field what is wrong: no amount, none at all, no reason', () => {
    expect(messages({ amount: 'lots', reason: 'x' })).toEqual({ amount: 'Enter an amount such as 50 or -20.50' });
    expect(messages({ amount: '0', reason: 'x' })).toEqual({ amount: 'Please enter an amount other than 0' });
    expect(messages({ amount: '10', reason: '  ' })).toEqual({ reason: 'Please give a reason' });
  });

  it('lists the entries newest first', () => {
    const entry = (id: number, createdAt: string) => ({ id, createdAt }) as CreditEntryView;
    expect(newestFirst([entry(1, '2027-01-01T10:00:00Z'), entry(3, '2027-02-01T10:00:00Z'), entry(2, '2027-02-01T10:00:00Z')]).map((e) => e.id)).toEqual([3, 2, 1]);
  });
});

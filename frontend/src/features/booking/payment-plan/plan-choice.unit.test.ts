import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_PLAN_POLICY } from '@pokerfest/domain';
import { checkoutOffer, choiceOfKind, choiceSentence, fittedChoice, instalmentCounts, offeredKinds, plannedPayments, type PlanQuestion } from './plan-choice';

// 2026-11-28, a festival on 2027-03-12: the balance day is 2027-02-10, and three monthly payments fit before it
const question: PlanQuestion = { policy: DEFAULT_PAYMENT_PLAN_POLICY, festivalStart: '2027-03-12', totalCents: 100_000, now: new Date('2026-11-28T10:00:00Z') };

describe('the checkout’s plan choice (issue 31)', () => {
  it('offers paying in full, a deposit, and two or three instalments for a festival far enough ahead', () => {
    expect(checkoutOffer(question)).toEqual({ offered: true, balanceDueDate: '2027-02-10', maxInstalments: 3, depositPercent: 20 });
    const offer = checkoutOffer(question);
    expect(offeredKinds(offer)).toEqual(['full', 'deposit', 'instalments']);
    expect(instalmentCounts(offer)).toEqual([2, 3]);
    // a longer ISO text stands for its day
    expect(checkoutOffer({ ...question, festivalStart: '2027-03-12T00:00:00.000Z' })).toEqual(offer);
  });

  it('offers only paying in full when plans are off, the festival is too near or has no date', () => {
    for (const asked of [{ ...question, policy: { ...question.policy, enabled: false } }, { ...question, festivalStart: '2027-01-04' }, { ...question, festivalStart: null }]) {
      const offer = checkoutOffer(asked);
      expect(offer.offered).toBe(false);
      expect(offeredKinds(offer)).toEqual(['full']);
      expect(instalmentCounts(offer)).toEqual([]);
    }
  });

  it('leaves instalments out when only one payment fits after the deposit', () => {
    const offer = checkoutOffer({ ...question, policy: { ...question.policy, maxInstalments: 1 } });
    expect(offeredKinds(offer)).toEqual(['full', 'deposit']);
  });

  it('keeps a choice within what is offered now', () => {
    const offer = checkoutOffer(question);
    expect(fittedChoice({ kind: 'instalments', count: 7 }, offer)).toEqual({ kind: 'instalments', count: 3 });
    expect(fittedChoice({ kind: 'deposit' }, offer)).toEqual({ kind: 'deposit' });
    expect(fittedChoice({ kind: 'deposit' }, checkoutOffer({ ...question, festivalStart: '2027-01-04' }))).toEqual({ kind: 'full' });
    expect(fittedChoice({ kind: 'instalments', count: 2 }, checkoutOffer({ ...question, policy: { ...question.policy, maxInstalments: 1 } }))).toEqual({ kind: 'full' });
    expect(choiceOfKind('instalments', 2)).toEqual({ kind: 'instalments', count: 2 });
    expect(choiceOfKind('deposit', 2)).toEqual({ kind: 'deposit' });
  });

  it('shows the schedule the server will fix: the deposit today, then the balance or equal monthly parts to the cent', () => {
    expect(plannedPayments({ kind: 'deposit' }, question)).toEqual([
      { label: 'Deposit', dueDate: '2026-11-28', amountCents: 20_000 },
      { label: 'Balance', dueDate: '2027-02-10', amountCents: 80_000 },
    ]);
    expect(plannedPayments({ kind: 'instalments', count: 3 }, question)).toEqual([
      { label: 'Deposit', dueDate: '2026-11-28', amountCents: 20_000 },
      { label: 'Instalment 1 of 3', dueDate: '2026-12-10', amountCents: 26_667 },
      { label: 'Instalment 2 of 3', dueDate: '2027-01-10', amountCents: 26_667 },
      { label: 'Instalment 3 of 3', dueDate: '2027-02-10', amountCents: 26_666 },
    ]);
    expect(plannedPayments({ kind: 'full' }, question)).toEqual([{ label: 'Full payment', dueDate: '2026-11-28', amountCents: 100_000 }]);
    // a choice not offered has no schedule rather than a throw
    expect(plannedPayments({ kind: 'instalments', count: 9 }, question)).toEqual([]);
    expect(plannedPayments({ kind: 'deposit' }, { ...question, festivalStart: '2027-01-04' })).toEqual([]);
  });

  it('says the chosen way in one sentence', () => {
    expect(choiceSentence({ kind: 'full' }, plannedPayments({ kind: 'full' }, question), 20)).toBe('You pay €1,000.00 today.');
    expect(choiceSentence({ kind: 'deposit' }, plannedPayments({ kind: 'deposit' }, question), 20)).toBe(
      'Today you pay a 20% deposit of €200.00. The balance of €800.00 is due on Feb 10, 2027.',
    );
    expect(choiceSentence({ kind: 'instalments', count: 3 }, plannedPayments({ kind: 'instalments', count: 3 }, question), 20)).toBe(
      'Today you pay a 20% deposit of €200.00, then 3 monthly payments, the last on Feb 10, 2027.',
    );
    expect(choiceSentence({ kind: 'deposit' }, [], 20)).toBe('');
  });
});

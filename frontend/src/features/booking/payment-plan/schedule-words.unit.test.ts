import { describe, expect, it } from 'vitest';
import type { OrderPaymentView, ScheduleEntryView } from '@pokerfest/domain';
import { automaticChargeLine, firstOverdue, graceSentence, isPaidInParts, laterPayments, paymentLabel } from './schedule-words';
import { planPayment, scheduleEntry as entry } from './testing';


const plan = (schedule: ScheduleEntryView[]): OrderPaymentView => planPayment(schedule);

const instalments = plan([entry('2026-11-28', 20_000, 'paid'), entry('2026-12-10', 40_000, 'overdue'), entry('2027-02-10', 40_000, 'due')]);

describe('a plan’s schedule in words (issue 31)', () => {
  it('names each payment by its place in the plan', () => {
    expect(paymentLabel('full', 0, 1)).toBe('Full payment');
    expect(paymentLabel('deposit', 0, 2)).toBe('Deposit');
    expect(paymentLabel('deposit', 1, 2)).toBe('Balance');
    expect(paymentLabel('instalments', 1, 2)).toBe('Balance');
    expect(paymentLabel('instalments', 2, 4)).toBe('Instalment 2 of 3');
  });

  it('says what a missed payment leads to', () => {
    expect(graceSentence(7)).toBe('Unpaid 7 days after its due date, the booking is cancelled under its cancellation policy.');
    expect(graceSentence(1)).toBe('Unpaid 1 day after its due date, the booking is cancelled under its cancellation policy.');
    expect(graceSentence(0)).toBe('Unpaid the day after its due date, the booking is cancelled under its cancellation policy.');
  });

  it('offers the next payment and the balance on a confirmed booking with more than one payment left', () => {
    expect(laterPayments({ status: 'confirmed', payment: instalments })).toEqual({ next: instalments.schedule[1], balance: { amount: 800, amountCents: 80_000 }, overdue: true });
    expect(firstOverdue(instalments)).toEqual(instalments.schedule[1]);
  });

  it('offers only the balance when one payment is left', () => {
    const deposit = plan([entry('2026-11-28', 20_000, 'paid'), entry('2027-02-10', 80_000, 'due')]);
    expect(laterPayments({ status: 'confirmed', payment: deposit })).toEqual({ next: null, balance: { amount: 800, amountCents: 80_000 }, overdue: false });
    expect(firstOverdue(deposit)).toBeNull();
  });

  it('offers nothing before the deposit is paid, once all is paid, on a cancelled booking, or without a plan', () => {
    const unpaid = plan([entry('2026-11-28', 20_000, 'due'), entry('2027-02-10', 80_000, 'due')]);
    expect(laterPayments({ status: 'pending', payment: unpaid })).toBeNull();
    const paid = plan([entry('2026-11-28', 20_000, 'paid'), entry('2027-02-10', 80_000, 'paid')]);
    expect(laterPayments({ status: 'confirmed', payment: paid })).toBeNull();
    expect(laterPayments({ status: 'cancelled', payment: instalments })).toBeNull();
    const full: OrderPaymentView = { ...paid, plan: 'full', schedule: [entry('2026-11-28', 100_000, 'due')], balanceDueCents: 100_000 };
    expect(isPaidInParts(full)).toBe(false);
    expect(laterPayments({ status: 'confirmed', payment: full })).toBeNull();
  });

  it('names the card the later payments are charged to while the consent holds and something is due', () => {
    const consented: OrderPaymentView = { ...instalments, automaticCharges: { cardLast4: '4242', cardBrand: 'visa' } };
    expect(automaticChargeLine({ status: 'confirmed', payment: consented })).toBe('Charged automatically to the card ending 4242 on each due date.');
    // a provider that did not say the card's digits
    expect(automaticChargeLine({ status: 'confirmed', payment: { ...consented, automaticCharges: { cardLast4: null, cardBrand: null } } })).toBe(
      'Charged automatically to your saved card on each due date.',
    );
  });

  it('says nothing of automatic charges without consent, once all is paid, or on a cancelled booking', () => {
    expect(automaticChargeLine({ status: 'confirmed', payment: instalments })).toBeNull();
    const paid = plan([entry('2026-11-28', 20_000, 'paid'), entry('2027-02-10', 80_000, 'paid')]);
    const card = { cardLast4: '4242', cardBrand: 'visa' };
    expect(automaticChargeLine({ status: 'confirmed', payment: { ...paid, automaticCharges: card } })).toBeNull();
    expect(automaticChargeLine({ status: 'cancelled', payment: { ...instalments, automaticCharges: card } })).toBeNull();
  });
});

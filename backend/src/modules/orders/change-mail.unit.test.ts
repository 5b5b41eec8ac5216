import { describe, expect, it } from 'vitest';
import { DEFAULT_CANCELLATION_POLICY, policySentences, tierFor, type BookedContents, type OrderChanged, type OrderPlaced, type QuoteLine } from '@pokerfest/domain';
import { bookingCancelledEmail, bookingChangedEmail, type ChangeMailFacts } from './change-mail';

const ORDER = '5e1f0c2a-0000-4000-8000-000000000001';
const placement = {
  orderId: ORDER,
  userId: 1,
  festival: { productId: 'linz', name: 'Linz Poker Open', location: 'Linz', startDate: '2027-06-01', endDate: '2027-06-07' },
  room: null,
  seats: [],
  extras: [],
  totalCents: 30_000,
  currency: 'EUR',
  placedAt: '2027-01-10T10:00:00.000Z',
  holdExpiresAt: '2027-01-10T10:30:00.000Z',
} satisfies OrderPlaced['data'];
const facts: ChangeMailFacts = { placement, customer: { name: 'Anna Huber', email: 'anna@example.com', phone: null, casinoDetails: null, emergencyContact: null, specialRequests: null, notes: null }, currency: 'EUR', paidCents: 30_000, publicUrl: 'https://shop.example', policy: ['First sentence.', 'Second sentence.'] };
const contents = (totalCents: number): BookedContents => ({ room: null, seats: [], extras: [], totalCents });
const line: QuoteLine = { kind: 'tournament', id: 3, name: 'High Roller', change: 'removed', quantity: -1, priceCents: 0, refundPercent: 100, refundCents: 0, dueCents: 0, reason: 'High Roller seat removed: paid at the venue, nothing to refund' };
const tier = tierFor(DEFAULT_CANCELLATION_POLICY, 20);
const terms = { quoteId: 'q1', requestedBy: { userId: 1, role: 'player' as const }, tier, tierLabel: '14 days or more before the start', daysBeforeStart: 20, lines: [line], refundCents: 0, dueCents: 0 };

describe('the e-mails after a confirmation', () => {
  it('a change that moves no money says so, under its subject, and ends with the policy', () => {
    const change: OrderChanged['data'] = { ...terms, before: contents(30_000), after: contents(30_000), changedAt: '2027-01-11T10:00:00.000Z' };
    const mail = bookingChangedEmail(change, facts);
    expect(mail).toMatchObject({ to: 'anna@example.com', subject: 'Your booking was changed: Linz Poker Open (NF-5E1F)' });
    expect(mail.text).toContain('- High Roller seat removed: paid at the venue, nothing to refund\n');
    expect(mail.text).toContain('Nothing was refunded and nothing more was charged.');
    expect(mail.text.trimEnd().endsWith('The cancellation policy of your booking:\nFirst sentence.\nSecond sentence.')).toBe(true);
  });

  it('a cancellation with a refund gives the amount and when it arrives', () => {
    const mail = bookingCancelledEmail({ ...terms, refundCents: 30_000, reason: 'Cancelled by the customer', cancelledAt: '2027-01-11T10:00:00.000Z' }, { ...facts, policy: policySentences(DEFAULT_CANCELLATION_POLICY) });
    expect(mail.subject).toBe('Your booking was cancelled: Linz Poker Open (NF-5E1F)');
    expect(mail.text).toContain('Refund: €300.00 to the card you paid with. Refunds usually reach your card within 5–10 business days.');
    expect(mail.text).toContain(policySentences(DEFAULT_CANCELLATION_POLICY).join('\n'));
  });

  it('a cancellation without a refund says why: the tier, or nothing paid (a booking confirmed with nothing to pay)', () => {
    const cancelled = { ...terms, tierLabel: 'less than 14 days before the start', reason: 'Cancelled by the customer', cancelledAt: '2027-05-25T10:00:00.000Z' };
    expect(bookingCancelledEmail(cancelled, facts).text).toContain('Nothing is refunded under the cancellation policy: the booking was cancelled less than 14 days before the start.');
    const free = bookingCancelledEmail(cancelled, { ...facts, paidCents: 0 }).text;
    expect(free).toContain('Nothing was paid for this booking, so nothing is refunded.');
    expect(free).not.toContain('Refund');
  });
});

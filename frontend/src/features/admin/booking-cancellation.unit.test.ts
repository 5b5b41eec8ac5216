import { describe, expect, it } from 'vitest';
import { canCancelBooking, cancellationOutcome, checkCancelReason } from './booking-cancellation';

const paid = { status: 'confirmed', paymentStatus: 'paid', totalPrice: 825.5, festivalStartDate: '2027-06-01' } as const;

describe('canCancelBooking', () => {
  it('offers it for confirmed and pending bookings only', () => {
    expect((['pending', 'confirmed', 'cancelled', 'expired'] as const).filter((status) => canCancelBooking({ status }))).toEqual(['pending', 'confirmed']);
  });
});

describe('cancellationOutcome', () => {
  it('says a full refund from 14 days before the start, none after', () => {
    expect(cancellationOutcome(paid, new Date('2027-05-18T22:00:00Z'))).toBe('The festival starts 14 or more days from today: the payment is refunded in full.');
    expect(cancellationOutcome(paid, new Date('2027-05-19T08:00:00Z'))).toBe('The festival starts in less than 14 days: the booking is cancelled without a refund.');
  });

  it('says nothing is refunded when nothing was paid', () => {
    expect(cancellationOutcome({ ...paid, status: 'pending', paymentStatus: 'processing' }, new Date('2027-01-01'))).toMatch(/^Nothing has been paid/);
    expect(cancellationOutcome({ ...paid, totalPrice: 0 }, new Date('2027-01-01'))).toMatch(/^Nothing was paid by card/);
  });
});

describe('checkCancelReason', () => {
  it('takes a trimmed reason of 1 to 500 characters', () => {
    expect(checkCancelReason('  The guest fell ill ')).toEqual({ ok: true, reason: 'The guest fell ill' });
    expect(checkCancelReason('   ')).toEqual({ ok: false, message: 'Please give a reason' });
    expect(checkCancelReason('x'.repeat(501))).toEqual({ ok: false, message: 'The reason can be at most 500 characters' });
  });
});

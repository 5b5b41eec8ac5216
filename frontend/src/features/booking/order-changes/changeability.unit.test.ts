import { describe, expect, it } from 'vitest';
import type { PendingChangeView } from '@pokerfest/domain';
import { bookingChanges, festivalStillAhead, type ChangeabilityInput } from './changeability';

const now = new Date('2027-03-14T23:30:00Z');
const pendingChange: PendingChangeView = { quoteId: 'q', due: 10, dueCents: 1000, currency: 'EUR', holdExpiresAt: '2027-03-15T00:00:00Z', lines: [] };
const order = (over: Partial<ChangeabilityInput> = {}): ChangeabilityInput => ({ status: 'confirmed', festivalStartDate: '2027-05-01', pendingChange: null, ...over });

describe('which changes a booking offers', () => {
  it('offers both for a confirmed booking of a festival still ahead, the change alone for an unpaid one (it has its plain Cancel)', () => {
    expect(bookingChanges(order(), 'confirmed', now)).toEqual({ change: true, cancel: true });
    expect(bookingChanges(order({ status: 'pending' }), 'awaiting-payment', now)).toEqual({ change: true, cancel: false });
  });

  it('offers nothing once the festival starts today or has started (UTC), or without a start date', () => {
    expect(festivalStillAhead('2027-03-15', now)).toBe(true);
    expect(festivalStillAhead('2027-03-14', now)).toBe(false);
    expect(festivalStillAhead('2027-03-01', now)).toBe(false);
    expect(festivalStillAhead(null, now)).toBe(false);
    expect(bookingChanges(order({ festivalStartDate: '2027-03-14' }), 'confirmed', now)).toEqual({ change: false, cancel: false });
    expect(bookingChanges(order({ festivalStartDate: null }), 'confirmed', now)).toEqual({ change: false, cancel: false });
  });

  it('offers nothing for a closed booking, an expired hold or a payment being confirmed', () => {
    expect(bookingChanges(order({ status: 'cancelled' }), 'cancelled', now)).toEqual({ change: false, cancel: false });
    expect(bookingChanges(order({ status: 'expired' }), 'expired', now)).toEqual({ change: false, cancel: false });
    expect(bookingChanges(order({ status: 'pending' }), 'expired', now)).toEqual({ change: false, cancel: false });
    expect(bookingChanges(order({ status: 'pending' }), 'payment-processing', now)).toEqual({ change: false, cancel: false });
  });

  it('offers only the cancellation while a change waits for its payment', () => {
    expect(bookingChanges(order({ pendingChange }), 'confirmed', now)).toEqual({ change: false, cancel: true });
  });
});

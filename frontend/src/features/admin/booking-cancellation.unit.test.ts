import { describe, expect, it } from 'vitest';
import { adminCancelOrderSchema } from '@pokerfest/domain';
import { formMessages, formOutput } from '../../lib/test-form-messages';
import { canCancelBooking, cancellationOutcome } from './booking-cancellation';

const paid = { paymentStatus: 'paid', paidCents: 82_550 } as const;
const tier = (label: string) => ({ label, minDays: 0, maxDays: null, refundPercent: { hotel: 100, tournaments: 100, extras: 100 }, daysBeforeStart: 20 });

describe('canCancelBooking', () => {
  it('offers it for confirmed and pending bookings only', () => {
    expect((['pending', 'confirmed', 'cancelled', 'expired'] as const).filter((status) => canCancelBooking({ status }))).toEqual(['pending', 'confirmed']);
  });
});

describe('cancellationOutcome', () => {
  it("says the server's refund and the tier it falls under, or that the policy keeps the money", () => {
    expect(cancellationOutcome(paid, { refund: 825.5, refundCents: 82_550, currency: 'EUR', tier: tier('14 days or more before the start') })).toBe(
      "The festival starts 14 days or more from today: €825.50 will be refunded to the card under the booking's cancellation policy.",
    );
    expect(cancellationOutcome(paid, { refund: 0, refundCents: 0, currency: 'EUR', tier: tier('less than 14 days before the start') })).toBe(
      'The festival starts less than 14 days from today: the booking is cancelled without a refund under its cancellation policy.',
    );
  });

  it('says nothing is refunded when nothing was paid', () => {
    const none = { refund: 0, refundCents: 0, currency: 'EUR', tier: tier('14 days or more before the start') };
    expect(cancellationOutcome({ paymentStatus: 'processing', paidCents: 0 }, none)).toMatch(/^Nothing has been paid/);
    expect(cancellationOutcome({ paymentStatus: 'paid', paidCents: 0 }, none)).toMatch(/^Nothing was paid by card/);
  });
});

describe("the cancellation's reason", () => {
  it('takes a trimmed reason of 1 to 500 characters', async () => {
    expect(await formOutput(adminCancelOrderSchema, { reason: '  The guest fell ill ' })).toEqual({ reason: 'The guest fell ill' });
    expect(await formMessages(adminCancelOrderSchema, { reason: '   ' })).toEqual({ reason: 'Please give a reason' });
    expect(await formMessages(adminCancelOrderSchema, { reason: 'x'.repeat(501) })).toEqual({ reason: 'The reason can be at most 500 characters' });
  });
});

import { describe, expect, it } from 'vitest';
import type { StandingInput } from './order-standing';
import { closedSentences, holdEndText, holdHasPassed, isOpenPending, orderStanding, standingLooks, standsAsBooking } from './order-standing';
import { paymentAcceptedOnArrival, paymentAcceptedState } from './payment-accepted';
import { nextDeadlineIn } from './use-order-standing';

const now = Date.parse('2027-03-14T09:30:00Z');
const inFiveMinutes = '2027-03-14T09:35:00.000Z';
const aMinuteAgo = '2027-03-14T09:29:00.000Z';
const pending = (over: Partial<StandingInput> = {}): StandingInput => ({ status: 'pending', paymentStatus: 'unpaid', holdExpiresAt: inFiveMinutes, ...over });

describe('where an order stands for the player', () => {
  it('follows the server for confirmed, cancelled and expired orders', () => {
    expect(orderStanding({ status: 'confirmed', paymentStatus: 'paid', holdExpiresAt: null }, now)).toBe('confirmed');
    expect(orderStanding({ status: 'cancelled', paymentStatus: 'unpaid', holdExpiresAt: null }, now)).toBe('cancelled');
    expect(orderStanding({ status: 'expired', paymentStatus: 'processing', holdExpiresAt: null }, now)).toBe('expired');
  });

  it('reads an unpaid order as awaiting payment until its hold ends, then as expired', () => {
    expect(orderStanding(pending(), now)).toBe('awaiting-payment');
    expect(orderStanding(pending({ paymentStatus: 'failed' }), now)).toBe('awaiting-payment');
    expect(orderStanding(pending({ holdExpiresAt: aMinuteAgo }), now)).toBe('expired');
    expect(orderStanding(pending(), Date.parse(inFiveMinutes))).toBe('expired');
  });

  it('does not take a payment intent for a payment in progress: an abandoned payment page still awaits payment', () => {
    expect(orderStanding(pending({ paymentStatus: 'processing' }), now)).toBe('awaiting-payment');
    expect(orderStanding(pending({ paymentStatus: 'processing', holdExpiresAt: aMinuteAgo }), now)).toBe('expired');
    expect(orderStanding(pending({ paymentStatus: 'processing' }), now, { paymentAccepted: true })).toBe('payment-processing');
    // a card just declined is no payment in progress, even on arrival from the payment page
    expect(orderStanding(pending({ paymentStatus: 'failed' }), now, { paymentAccepted: true })).toBe('awaiting-payment');
  });

  it('shows money the provider took as processing, whatever the clock says', () => {
    expect(orderStanding(pending({ paymentStatus: 'paid', holdExpiresAt: aMinuteAgo }), now)).toBe('payment-processing');
  });

  it('counts confirmed and open orders as bookings, only open unpaid ones as pending', () => {
    expect(['confirmed', 'awaiting-payment', 'payment-processing', 'expired', 'cancelled'].map((s) => standsAsBooking(s as never))).toEqual([true, true, true, false, false]);
    expect(['confirmed', 'awaiting-payment', 'payment-processing', 'expired', 'cancelled'].map((s) => isOpenPending(s as never))).toEqual([false, true, true, false, false]);
  });

  it('words every standing', () => {
    expect(Object.values(standingLooks).map((look) => look.label)).toEqual(['Confirmed', 'Awaiting payment', 'Payment processing', 'Expired', 'Cancelled']);
    expect(closedSentences).toEqual({ expired: 'This booking expired before it was paid.', cancelled: 'This booking was cancelled.' });
  });
});

describe('the hold end', () => {
  it('passes at its time, never when missing or unreadable', () => {
    expect(holdHasPassed(aMinuteAgo, now)).toBe(true);
    expect(holdHasPassed(inFiveMinutes, now)).toBe(false);
    expect(holdHasPassed(null, now)).toBe(false);
    expect(holdHasPassed('soon', now)).toBe(false);
  });

  it('is written with date, time and time zone', () => {
    expect(holdEndText(inFiveMinutes, 'UTC')).toBe('Mar 14, 09:35 UTC');
    expect(holdEndText(inFiveMinutes, 'Europe/Vienna')).toBe('Mar 14, 10:35 GMT+1');
    expect(holdEndText('soon')).toBe('soon');
  });

  it('is waited for when it is the next one ahead', () => {
    expect(nextDeadlineIn([null, aMinuteAgo, inFiveMinutes, '2027-03-14T09:31:00Z'], now)).toBe(60_000);
    expect(nextDeadlineIn([null, aMinuteAgo, ''], now)).toBeNull();
  });
});

describe('arrival from an accepted payment', () => {
  it('is read from the navigation state the payment page passes, nothing else', () => {
    expect(paymentAcceptedOnArrival(paymentAcceptedState)).toBe(true);
    expect([null, undefined, 'paid', { paymentAccepted: 'yes' }, {}].map(paymentAcceptedOnArrival)).toEqual([false, false, false, false, false]);
  });
});

import { describe, expect, it } from 'vitest';
import { checkMove, checkOfferHours, offerHoursSentence, waitingListSummary } from './waiting-list-admin';

describe('admin waiting-list forms (issue 19)', () => {
  it('moves an entry to a place inside the list, with a reason', () => {
    expect(checkMove(' 1 ', 'Booked by phone before the sale', 3)).toEqual({ ok: true, body: { position: 1, reason: 'Booked by phone before the sale' } });
    expect(checkMove('4', 'why', 3)).toEqual({ ok: false, errors: { position: 'Enter a position from 1 to 3' } });
    expect(checkMove('0', 'why', 3)).toEqual({ ok: false, errors: { position: 'Enter a position from 1 to 3' } });
    expect(checkMove('1.5', 'why', 3)).toEqual({ ok: false, errors: { position: 'Enter a position from 1 to 3' } });
  });

  it('refuses a move without a reason', () => {
    const check = checkMove('2', '   ', 3);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.errors.reason).toBe('Please give a reason');
  });

  it('takes whole hours from 1 to 168 for an offer', () => {
    expect(checkOfferHours('12')).toEqual({ ok: true, settings: { offerHours: 12 } });
    expect(checkOfferHours('168')).toEqual({ ok: true, settings: { offerHours: 168 } });
    expect(checkOfferHours('0')).toEqual({ ok: false, error: 'Enter a whole number of hours from 1 to 168' });
    expect(checkOfferHours('169')).toEqual({ ok: false, error: 'Enter a whole number of hours from 1 to 168' });
    expect(checkOfferHours('2h')).toEqual({ ok: false, error: 'Enter a whole number of hours from 1 to 168' });
  });

  it('says what the setting does and sums a list up', () => {
    expect(offerHoursSentence(12)).toBe('Waiting list offers hold the room for 12 hours.');
    expect(offerHoursSentence(1)).toBe('Waiting list offers hold the room for 1 hour.');
    expect(waitingListSummary({ remaining: 0, reserved: 1, entries: [1, 2] })).toBe('0 left · 1 held for the list · 2 entries');
    expect(waitingListSummary({ remaining: null, reserved: 0, entries: [1] })).toBe('unlimited · 0 held for the list · 1 entry');
  });
});

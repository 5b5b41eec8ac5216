import { describe, expect, it } from 'vitest';
import { formMessages, formOutput } from '../../lib/test-form-messages';
import { moveEntryForm, offerHoursForm, offerHoursSentence, offerHoursValues, waitingListSummary } from './waiting-list-admin';

describe('admin waiting-list forms (issue 19)', () => {
  const moveInThree = moveEntryForm(3);

  it('moves an entry to a place inside the list, with a reason', async () => {
    expect(await formOutput(moveInThree, { position: ' 1 ', reason: 'Booked by phone before the sale' })).toEqual({ position: 1, reason: 'Booked by phone before the sale' });
    for (const position of ['4', '0', '1.5', '']) {
      expect(await formMessages(moveInThree, { position, reason: 'why' })).toEqual({ position: 'Enter a position from 1 to 3' });
    }
    expect(await formMessages(moveEntryForm(0), { position: '2', reason: 'why' })).toEqual({ position: 'Enter a position from 1 to 1' });
  });

  it('refuses a move without a reason, naming a wrong position too', async () => {
    expect(await formMessages(moveInThree, { position: '2', reason: '   ' })).toEqual({ reason: 'Please give a reason' });
    expect(await formMessages(moveInThree, { position: '9', reason: '' })).toEqual({ position: 'Enter a position from 1 to 3', reason: 'Please give a reason' });
  });

  it('takes whole hours from 1 to 168 for an offer', async () => {
    expect(await formOutput(offerHoursForm, { offerHours: '12' })).toEqual({ offerHours: 12 });
    expect(await formOutput(offerHoursForm, { offerHours: ' 168 ' })).toEqual({ offerHours: 168 });
    for (const offerHours of ['0', '169', '2h', '']) {
      expect(await formMessages(offerHoursForm, { offerHours })).toEqual({ offerHours: 'Enter a whole number of hours from 1 to 168' });
    }
    expect(offerHoursValues({ offerHours: 12 })).toEqual({ offerHours: '12' });
  });

  it('says what the setting does and sums a list up', () => {
    expect(offerHoursSentence(12)).toBe('Waiting list offers hold the room for 12 hours.');
    expect(offerHoursSentence(1)).toBe('Waiting list offers hold the room for 1 hour.');
    expect(waitingListSummary({ remaining: 0, reserved: 1, entries: [1, 2] })).toBe('0 left · 1 held for the list · 2 entries');
    expect(waitingListSummary({ remaining: null, reserved: 0, entries: [1] })).toBe('unlimited · 0 held for the list · 1 entry');
  });
});

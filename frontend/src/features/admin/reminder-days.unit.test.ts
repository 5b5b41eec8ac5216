import { expect, it } from 'vitest';
import { formMessages, formOutput } from '../../lib/test-form-messages';
import { reminderDaysForm, reminderDaysValues, reminderSentence } from './reminder-days';

it('reads whole days from 1 to 90, with the schema words beyond', async () => {
  expect(await formOutput(reminderDaysForm, { daysBefore: ' 7 ' })).toEqual({ daysBefore: 7 });
  expect(await formOutput(reminderDaysForm, { daysBefore: '90' })).toEqual({ daysBefore: 90 });
  expect(await formMessages(reminderDaysForm, { daysBefore: '0' })).toEqual({ daysBefore: '1 to 90 days' });
  expect(await formMessages(reminderDaysForm, { daysBefore: '91' })).toEqual({ daysBefore: '1 to 90 days' });
  for (const typed of ['', '7.5', '-3', 'seven']) {
    expect(await formMessages(reminderDaysForm, { daysBefore: typed })).toEqual({ daysBefore: 'Enter a whole number of days from 1 to 90' });
  }
});

it('starts from the days in force', () => {
  expect(reminderDaysValues({ daysBefore: 7 })).toEqual({ daysBefore: '7' });
});

it('says what players get', () => {
  expect(reminderSentence(7)).toBe('Players get a reminder e-mail 7 days before check-in.');
  expect(reminderSentence(1)).toBe('Players get a reminder e-mail 1 day before check-in.');
});

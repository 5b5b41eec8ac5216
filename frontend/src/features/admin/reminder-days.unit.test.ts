import { expect, it } from 'vitest';
import { checkReminderDays, reminderSentence } from './reminder-days';

it('reads whole days from 1 to 90, with the schema words beyond', () => {
  expect(checkReminderDays(' 7 ')).toEqual({ ok: true, settings: { daysBefore: 7 } });
  expect(checkReminderDays('90')).toEqual({ ok: true, settings: { daysBefore: 90 } });
  expect(checkReminderDays('0')).toEqual({ ok: false, error: '1 to 90 days' });
  expect(checkReminderDays('91')).toEqual({ ok: false, error: '1 to 90 days' });
  for (const typed of ['', '7.5', '-3', 'seven']) expect(checkReminderDays(typed)).toEqual({ ok: false, error: 'Enter a whole number of days from 1 to 90' });
});

it('says what players get', () => {
  expect(reminderSentence(7)).toBe('Players get a reminder e-mail 7 days before check-in.');
  expect(reminderSentence(1)).toBe('Players get a reminder e-mail 1 day before check-in.');
});

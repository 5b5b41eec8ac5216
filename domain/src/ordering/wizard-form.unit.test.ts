import { describe, expect, it } from 'vitest';
import { isWizardNights, wizardChoiceSchema, wizardDetailsSchema, wizardFormSchema, wizardFullName } from './wizard-form';

const messages = (result: { error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  result.error?.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`) ?? [];

const valid = { hotelId: 3, nights: 4, firstName: 'Maria', lastName: 'Novak', email: 'maria@example.com', phone: '+43 660 1234' };

describe('wizard form (spec 5 messages)', () => {
  it('accepts a complete form and trims the text fields', () => {
    expect(wizardFormSchema.parse({ ...valid, firstName: ' Maria ', email: ' maria@example.com ' })).toEqual(valid);
  });

  it('asks for a hotel and for 3, 4 or 5 nights', () => {
    expect(messages(wizardChoiceSchema.safeParse({}))).toEqual(['hotelId: Please select a hotel', 'nights: Please select number of nights']);
    expect(messages(wizardChoiceSchema.safeParse({ hotelId: 0, nights: 6 }))).toEqual([
      'hotelId: Please select a hotel',
      'nights: Please select number of nights',
    ]);
    expect(wizardChoiceSchema.parse({ hotelId: 1, nights: '5' })).toEqual({ hotelId: 1, nights: 5 });
  });

  it('needs names of at least 2 characters, a valid email and a phone of at least 5', () => {
    expect(messages(wizardDetailsSchema.safeParse({ firstName: 'M', lastName: ' ', email: 'maria@', phone: '1234' }))).toEqual([
      'firstName: First name is required',
      'lastName: Last name is required',
      'email: Please enter a valid email',
      'phone: Phone number is required',
    ]);
  });

  it('says the same when a field is missing altogether', () => {
    expect(messages(wizardDetailsSchema.safeParse({}))).toEqual([
      'firstName: First name is required',
      'lastName: Last name is required',
      'email: Please enter a valid email',
      'phone: Phone number is required',
    ]);
  });

  it('refuses overlong values', () => {
    expect(messages(wizardDetailsSchema.safeParse({ ...valid, firstName: 'x'.repeat(101), phone: '1'.repeat(51) }))).toEqual([
      'firstName: First name is too long',
      'phone: Phone number is too long',
    ]);
  });

  it('knows the offered nights and joins the full name', () => {
    expect([2, 3, 4, 5, 6, '4'].map(isWizardNights)).toEqual([false, true, true, true, false, false]);
    expect(wizardFullName({ firstName: ' Maria', lastName: 'Novak ' })).toBe('Maria Novak');
  });
});

import { describe, expect, it } from 'vitest';
import { DEMO_FAILURE_MESSAGES, demoCardBrand, demoCardOutcome } from './demo-cards';

const now = new Date('2026-11-21T12:00:00Z');
const card = (cardNumber: string, expiry = '12/30') => ({ cardNumber, expiry });

describe('demo test cards', () => {
  it('4242 4242 4242 4242 succeeds, keeping only its last four digits', () => {
    expect(demoCardOutcome(card('4242 4242 4242 4242'), now)).toEqual({ status: 'succeeded', cardLast4: '4242', cardBrand: 'visa' });
  });

  it('4000 0000 0000 0002 is declined', () => {
    expect(demoCardOutcome(card('4000000000000002'), now)).toEqual({ status: 'failed', cardLast4: '0002', cardBrand: 'visa', failureMessage: 'Your card was declined.' });
  });

  it('4000 0000 0000 9995 has insufficient funds', () => {
    expect(demoCardOutcome(card('4000-0000-0000-9995'), now)).toEqual({
      status: 'failed',
      cardLast4: '9995',
      cardBrand: 'visa',
      failureMessage: 'Your card has insufficient funds.',
    });
  });

  it('an expired card fails whatever its number; the expiry month itself is still good', () => {
    expect(demoCardOutcome(card('4242424242424242', '10/26'), now)).toMatchObject({ status: 'failed', failureMessage: DEMO_FAILURE_MESSAGES.expired });
    expect(demoCardOutcome(card('4242424242424242', '11/26'), now)).toMatchObject({ status: 'succeeded' });
  });

  it('any other valid number succeeds', () => {
    expect(demoCardOutcome(card('5555555555554444'), now)).toEqual({ status: 'succeeded', cardLast4: '4444', cardBrand: 'mastercard' });
  });

  it('names the brand by the first digits, as Stripe does, and none for a number of no known brand', () => {
    expect(demoCardBrand('4242424242424242')).toBe('visa');
    expect(demoCardBrand('5105105105105100')).toBe('mastercard');
    expect(demoCardBrand('2223003122003222')).toBe('mastercard');
    expect(demoCardBrand('2721000000000004')).toBeNull();
    expect(demoCardBrand('378282246310005')).toBe('amex');
    expect(demoCardBrand('6011111111111117')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { bookingFailureText, declineText, GENERIC_BOOKING_FAILURE } from './booking-failure';

const apiError = (status: number, body: unknown) => new ApiError(status, 'Status', typeof body === 'string' ? body : JSON.stringify(body));

describe('booking failure words', () => {
  it('shows the server’s error field', () => {
    expect(bookingFailureText(apiError(409, { error: 'Sorry, Deluxe Suite is sold out.', details: { reason: 'sold_out' } }))).toBe(
      'Sorry, Deluxe Suite is sold out.',
    );
    expect(bookingFailureText(apiError(400, { error: 'Unknown tournament for this festival' }))).toBe('Unknown tournament for this festival');
  });

  it('explains a changed price with the server’s figure', () => {
    const error = apiError(409, { error: 'price differs', details: { reason: 'price_changed', totalPrice: 1234.5, currency: 'EUR' } });
    expect(bookingFailureText(error)).toBe('The price of this package has changed to €1,234.50. Please review your selection and try again.');
  });

  it('explains an order that can no longer be paid or is not yet verified', () => {
    expect(bookingFailureText(apiError(409, { error: 'x', details: { reason: 'not_payable' } }))).toMatch(/can no longer be paid/);
    expect(bookingFailureText(apiError(409, { error: 'x', details: { reason: 'payment_not_verified' } }))).toMatch(/not been confirmed yet/);
  });

  it('never shows a raw body: plain words by status instead', () => {
    expect(bookingFailureText(apiError(500, '<html>Internal</html>'))).toBe('The booking service is not answering right now. Please try again in a moment.');
    expect(bookingFailureText(apiError(404, ''))).toBe('This festival or one of its options is no longer available.');
    expect(bookingFailureText(apiError(422, { details: [1, 2] }))).toBe(GENERIC_BOOKING_FAILURE);
    expect(bookingFailureText(apiError(401, { error: ' ' }))).toBe('Your session has ended. Please log in again.');
    expect(bookingFailureText(apiError(429, 'slow down'))).toMatch(/Too many attempts/);
  });

  it('words network failures and plain errors', () => {
    expect(bookingFailureText(new TypeError('Failed to fetch'))).toMatch(/could not be reached/);
    expect(bookingFailureText(new Error('An order is paid in one currency'))).toBe('An order is paid in one currency');
    expect(bookingFailureText(new Error('{"error":"x"}'))).toBe(GENERIC_BOOKING_FAILURE);
    expect(bookingFailureText('nope')).toBe(GENERIC_BOOKING_FAILURE);
  });

  it('uses the provider’s decline reason, else the usual words', () => {
    expect(declineText('Your card has insufficient funds.')).toBe('Your card has insufficient funds.');
    expect(declineText(undefined)).toBe('Your card was declined.');
  });
});

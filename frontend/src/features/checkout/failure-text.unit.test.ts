import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { formatDateTime } from '../catalogue';
import { declineText, failureText, GENERIC_BOOKING_FAILURE, isSalesQueueRefusal, orderConflict, orderSaveFailureText } from './failure-text';

const answer = (status: number, body: unknown) => new ApiError(status, 'Conflict', typeof body === 'string' ? body : JSON.stringify(body));

describe('order failures in words (spec section 8, docs/api/orders.md)', () => {
  it('names the sold-out item', () => {
    const error = answer(409, {
      error: 'Sorry, Main Event is sold out.',
      details: { reason: 'sold_out', item: { kind: 'tournament', id: 3, name: 'Main Event' } },
    });
    expect(orderConflict(error)).toEqual({ reason: 'sold_out', itemName: 'Main Event', itemKind: 'tournament' });
    expect(orderSaveFailureText(error)).toBe('Sorry, Main Event is sold out. Please go back to the package selection and choose another tournament.');
    const room = answer(409, { error: 'x', details: { reason: 'sold_out', item: { kind: 'accommodation', id: 4 } } });
    expect(orderSaveFailureText(room)).toBe('Sorry, the room you chose is sold out. Please go back to the package selection and choose another room.');
  });

  it('gives the new total of a changed price', () => {
    const error = answer(409, { error: 'Price changed', details: { reason: 'price_changed', totalPrice: 1725.5, currency: 'EUR' } });
    expect(orderSaveFailureText(error)).toBe(
      'The price of your package has changed: the total is now €1,725.50. Please go back to the package selection to review it.',
    );
    expect(orderSaveFailureText(answer(409, { error: 'x', details: { reason: 'price_changed' } }))).toContain('has changed. Please go back');
  });

  it('reads the payment call’s amount mismatch (cents) as a changed price', () => {
    const error = answer(409, { error: 'x', details: { reason: 'amount_mismatch', expected: { amountCents: 172550, currency: 'EUR' } } });
    expect(failureText(error, 'x')).toContain('the total is now €1,725.50');
  });

  it('explains an order that can no longer be paid, in the server’s words when it gave some', () => {
    const expired = 'The hold on this booking has expired. Please start your booking again.';
    expect(failureText(answer(409, { error: expired, details: { reason: 'not_payable', status: 'expired' } }), 'x')).toBe(expired);
    expect(failureText(answer(409, { details: { reason: 'not_payable' } }), 'x')).toMatch(/can no longer be paid/);
  });

  it('sends a buyer before the opening, or without a turn in the queue, back to the festival page (issue 30)', () => {
    const early = answer(409, { error: 'Sales open at …', details: { reason: 'not_on_sale', festivalId: 'f', opensAt: '2027-01-15T10:00:00.000Z' } });
    expect(orderConflict(early)).toEqual({ reason: 'not_on_sale', opensAt: '2027-01-15T10:00:00.000Z' });
    expect(orderSaveFailureText(early)).toBe(`This festival is not on sale yet: sales open on ${formatDateTime('2027-01-15T10:00:00.000Z')}. Please come back to the festival page then.`);
    const queued = answer(409, { error: 'Sales … go through the queue.', details: { reason: 'admission_required', festivalId: 'f', opensAt: '2027-01-15T10:00:00.000Z' } });
    expect(orderSaveFailureText(queued)).toMatch(/^Sales for this festival go through a queue.*wait for your turn there\.$/);
    expect([early, queued].map(isSalesQueueRefusal)).toEqual([true, true]);
    expect(isSalesQueueRefusal(answer(409, { details: { reason: 'sold_out' } }))).toBe(false);
  });

  it("shows the server's error text, else the fallback, never 'status: body'", () => {
    expect(orderSaveFailureText(answer(400, { error: 'Unknown tournament for this festival' }))).toBe('Unknown tournament for this festival');
    expect(orderSaveFailureText(answer(409, { error: 'Try again', details: { reason: 'something_new' } }))).toBe('Try again');
    expect(orderSaveFailureText(answer(502, '<html>Bad gateway</html>'))).toBe('Failed to create order');
    expect(orderSaveFailureText(answer(500, ''))).toBe('Failed to create order');
    expect(orderSaveFailureText(new TypeError('Failed to fetch'))).toBe('An unexpected error occurred');
  });

  it('words a server that said nothing by its status where the screen has no words of its own (the wizard)', () => {
    expect(failureText(answer(500, '<html>Internal</html>'))).toBe('The booking service is not answering right now. Please try again in a moment.');
    expect(failureText(answer(404, ''))).toBe('This festival or one of its options is no longer available.');
    expect(failureText(answer(422, { details: [1, 2] }))).toBe(GENERIC_BOOKING_FAILURE);
    expect(failureText(answer(401, { error: ' ' }))).toBe('Your session has ended. Please log in again.');
    expect(failureText(answer(429, 'slow down'))).toMatch(/Too many attempts/);
    expect(failureText(answer(409, { error: 'x', details: { reason: 'payment_not_verified' } }))).toMatch(/not been confirmed yet/);
  });

  it('words network failures and plain errors', () => {
    expect(failureText(new TypeError('Failed to fetch'))).toMatch(/could not be reached/);
    expect(failureText(new Error('An order is paid in one currency'))).toBe('An order is paid in one currency');
    expect(failureText(new Error('{"error":"x"}'))).toBe(GENERIC_BOOKING_FAILURE);
    expect(failureText('nope')).toBe(GENERIC_BOOKING_FAILURE);
  });

  it('uses the provider’s decline reason, else the spec’s payment failure words', () => {
    expect(declineText('Your card has insufficient funds.')).toBe('Your card has insufficient funds.');
    expect(declineText(undefined)).toBe('An error occurred while processing your payment.');
  });
});

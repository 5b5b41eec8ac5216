import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { failureText, orderConflict, orderSaveFailureText } from './order-failure';

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

  it("shows the server's error text, else the fallback, never 'status: body'", () => {
    expect(orderSaveFailureText(answer(400, { error: 'Unknown tournament for this festival' }))).toBe('Unknown tournament for this festival');
    expect(orderSaveFailureText(answer(409, { error: 'Try again', details: { reason: 'something_new' } }))).toBe('Try again');
    expect(orderSaveFailureText(answer(502, '<html>Bad gateway</html>'))).toBe('Failed to create order');
    expect(orderSaveFailureText(answer(500, ''))).toBe('Failed to create order');
    expect(orderSaveFailureText(new TypeError('Failed to fetch'))).toBe('An unexpected error occurred');
  });
});

import { describe, expect, it } from 'vitest';
import { orderStatusLooks, shortOrderId } from './order-format';

describe('order format', () => {
  it('shortens an order id to 8 characters', () => {
    expect(shortOrderId('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('0f8fad5b');
  });

  it("names every order status for the admin's list", () => {
    expect(Object.values(orderStatusLooks).map((look) => look.label)).toEqual(['Pending', 'Confirmed', 'Cancelled', 'Expired']);
  });
});

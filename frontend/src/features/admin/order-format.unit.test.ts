import { describe, expect, it } from 'vitest';
import { formatOrderTime, shortOrderId } from './order-format';

describe('order format', () => {
  it('shortens an order id to 8 characters', () => {
    expect(shortOrderId('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('0f8fad5b');
  });

  it('shows a timestamp with date and time, and unreadable text as is', () => {
    expect(formatOrderTime('2027-03-14T09:30:00Z')).toMatch(/^Mar 1[34], 2027, \d{2}:\d{2} [AP]M$/);
    expect(formatOrderTime('soon')).toBe('soon');
  });
});

import { describe, expect, it } from 'vitest';
import { bookingReference } from './booking-reference';

describe('booking reference (spec section 9)', () => {
  it("is 'NF-' and the order id's first four characters in upper case", () => {
    expect(bookingReference('a1b2c3d4-0000-4000-8000-000000000000')).toBe('NF-A1B2');
    expect(bookingReference('ab')).toBe('NF-AB');
  });
});

import { describe, expect, it } from 'vitest';
import { stayFields } from './order-body';

describe('the stay in the order body', () => {
  it('sends check-in, check-out and nights together', () => {
    expect(stayFields({ roomId: 3, nights: 7, checkIn: '2026-03-12', checkOut: '2026-03-19' })).toEqual({
      hotelId: 3,
      nights: 7,
      checkIn: '2026-03-12',
      checkOut: '2026-03-19',
    });
  });

  it('derives check-out from check-in and nights when the screen has no check-out', () => {
    expect(stayFields({ roomId: 3, nights: 7, checkIn: '2026-03-12T00:00:00.000Z' })).toMatchObject({ checkIn: '2026-03-12', checkOut: '2026-03-19' });
  });

  it('leaves the dates to the server when the screen has none, and sends no room for a package without one', () => {
    expect(stayFields({ roomId: 3, nights: 4 })).toEqual({ hotelId: 3, nights: 4 });
    expect(stayFields(null)).toEqual({ hotelId: null, nights: null });
  });
});

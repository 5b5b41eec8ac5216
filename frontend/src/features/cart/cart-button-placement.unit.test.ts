import { describe, expect, it } from 'vitest';
import { cartButtonPlacement } from './cart-button-placement';

describe('where the View Cart button shows', () => {
  it('never on the booking pages, the wizard or a booking change', () => {
    for (const path of ['/booking/details', '/booking/payment', '/booking/confirmation', '/booking/vienna-spring-2027', '/orders/abc/change', '/orders/abc/cancel']) {
      expect(cartButtonPlacement(path), path).toBe('nowhere');
    }
  });

  it('on wide screens only on a festival page, where a phone has the booking bar', () => {
    expect(cartButtonPlacement('/festivals/vienna-spring-2027')).toBe('wide-screens');
  });

  it('everywhere else', () => {
    for (const path of ['/', '/dashboard', '/help', '/auth', '/bookings-elsewhere', '/festivalsx']) {
      expect(cartButtonPlacement(path), path).toBe('everywhere');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { destinationAfterLogin, safeReturnTo } from './return-to';

describe('where the auth page goes after login (spec section 2)', () => {
  it('appends restoreBooking=true to a same-site path and keeps its other parameters', () => {
    expect(destinationAfterLogin('/dashboard')).toBe('/dashboard?restoreBooking=true');
    expect(destinationAfterLogin('/booking/details?step=2#top')).toBe('/booking/details?step=2&restoreBooking=true#top');
    expect(destinationAfterLogin('/booking/payment?restoreBooking=false')).toBe('/booking/payment?restoreBooking=true');
  });

  it('goes home without a returnTo', () => {
    expect(destinationAfterLogin(null)).toBe('/');
    expect(destinationAfterLogin('')).toBe('/');
  });

  it('refuses anything that could leave the site', () => {
    for (const unsafe of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'dashboard', '/\tx', ' /dashboard']) {
      expect(safeReturnTo(unsafe)).toBeNull();
      expect(destinationAfterLogin(unsafe)).toBe('/');
    }
  });
});

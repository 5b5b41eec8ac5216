import { describe, expect, it } from 'vitest';
import { destinationAfterLogin, loginPathFrom, safeReturnTo } from './return-to';

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

describe('the Login links of the site chrome (issue 12)', () => {
  it('come back to the page they were clicked on, query included', () => {
    expect(loginPathFrom({ pathname: '/festivals/vienna-spring-2027', search: '' })).toBe('/auth?returnTo=%2Ffestivals%2Fvienna-spring-2027');
    expect(loginPathFrom({ pathname: '/booking/confirmation', search: '?order_id=abc&restoreBooking=true' })).toBe(
      '/auth?returnTo=%2Fbooking%2Fconfirmation%3Forder_id%3Dabc',
    );
    expect(destinationAfterLogin(new URLSearchParams(loginPathFrom({ pathname: '/help', search: '' }).split('?')[1]).get('returnTo'))).toBe(
      '/help?restoreBooking=true',
    );
  });

  it('go to plain /auth from home and the account pages', () => {
    for (const pathname of ['/', '/auth', '/forgot-password', '/reset-password']) {
      expect(loginPathFrom({ pathname, search: '?token=x' })).toBe('/auth');
    }
  });
});

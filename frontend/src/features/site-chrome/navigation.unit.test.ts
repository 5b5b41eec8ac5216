import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../account';
import { bottomBarSlots, currentLinkOf, headerLinks, mobileMenuLinks, type NavigationLink } from './navigation';

const user = (role: CurrentUser['role']): CurrentUser => ({
  id: 1,
  username: 'ann',
  email: 'ann@example.com',
  role,
  loyaltyPoints: 0,
  referralCode: 'REF-ANN-0001',
  referredBy: null,
  isEmailVerified: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});
const labels = (links: { label: string }[]) => links.map((link) => link.label);

/** The label of the one link a navigation marks current at `url` (path and hash), or none. */
function current(links: readonly NavigationLink[], url: string): string | undefined {
  const [pathname = '', hash] = url.split('#');
  return currentLinkOf(links, { pathname, hash: hash === undefined ? '' : `#${hash}` })?.label;
}

describe('site chrome links (spec section 2)', () => {
  it('shows Home and Festivals to visitors, adds My Bookings and Dashboard for users and Admin for admins', () => {
    expect(labels(headerLinks(null))).toEqual(['Home', 'Festivals']);
    expect(labels(headerLinks(user('player')))).toEqual(['Home', 'Festivals', 'My Bookings', 'Dashboard']);
    expect(labels(headerLinks(user('admin')))).toEqual(['Home', 'Festivals', 'My Bookings', 'Dashboard', 'Admin']);
    expect(labels(mobileMenuLinks(null))).toContain('Help & Support');
  });

  it('fills the last bottom-bar slot with Login for visitors and Profile for users', () => {
    expect(labels(bottomBarSlots(null))).toEqual(['Home', 'Festivals', 'Bookings', 'Login']);
    expect(labels(bottomBarSlots(user('agent')))).toEqual(['Home', 'Festivals', 'Bookings', 'Profile']);
    expect(bottomBarSlots(null, '/auth?returnTo=%2Fhelp')[3]?.to).toBe('/auth?returnTo=%2Fhelp');
  });

  it('leads every dashboard link to the dashboard: My Bookings and Bookings to its bookings, Profile to the account card', () => {
    const header = headerLinks(user('player'));
    const bar = bottomBarSlots(user('player'));
    for (const link of [...header.slice(2), ...bar.slice(2)]) expect(link.to.split('#')[0]).toBe('/dashboard');
    expect(header.find((link) => link.label === 'My Bookings')?.to).toBe('/dashboard#bookings');
    expect(bar.map((slot) => slot.to).slice(2)).toEqual(['/dashboard#bookings', '/dashboard#profile']);
  });
});

describe('the current link: exactly one per navigation', () => {
  const header = headerLinks(user('admin'));
  const menu = mobileMenuLinks(user('admin'));
  const bar = bottomBarSlots(user('player'));

  it('marks one of My Bookings and Dashboard in the header, whichever names the place', () => {
    expect(current(header, '/dashboard')).toBe('Dashboard');
    expect(current(header, '/dashboard#bookings')).toBe('My Bookings');
    expect(current(header, '/dashboard#profile')).toBe('Dashboard');
    expect(current(menu, '/dashboard')).toBe('Dashboard');
    expect(current(menu, '/dashboard#bookings')).toBe('My Bookings');
  });

  it('marks one of Bookings and Profile in the bottom bar: Bookings on the dashboard itself, Profile at the account card', () => {
    expect(current(bar, '/dashboard')).toBe('Bookings');
    expect(current(bar, '/dashboard#bookings')).toBe('Bookings');
    expect(current(bar, '/dashboard#profile')).toBe('Profile');
  });

  it('marks Home without a hash and Festivals at its section, never both', () => {
    for (const links of [header, bar]) {
      expect(current(links, '/')).toBe('Home');
      expect(current(links, '/#festivals')).toBe('Festivals');
      expect(current(links, '/#elsewhere')).toBe('Home');
    }
  });

  it('marks a page under a link (Admin) and nothing on a page no link leads to', () => {
    expect(current(header, '/admin')).toBe('Admin');
    expect(current(header, '/festivals/vienna-spring-2027')).toBeUndefined();
    expect(current(bar, '/help')).toBeUndefined();
    expect(current(menu, '/help')).toBe('Help & Support');
  });

  it('marks Login on the login page, its return address aside', () => {
    expect(current(bottomBarSlots(null, '/auth?returnTo=%2Fhelp'), '/auth')).toBe('Login');
  });
});

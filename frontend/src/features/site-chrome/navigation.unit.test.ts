import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../account';
import { bottomBarSlots, headerLinks, isCurrentLink, mobileMenuLinks } from './navigation';

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

  it('marks hash links current only with their hash, and Home only without one', () => {
    const festivals = { label: 'Festivals', to: '/#festivals' };
    const home = { label: 'Home', to: '/' };
    expect(isCurrentLink(festivals, { pathname: '/', hash: '#festivals' })).toBe(true);
    expect(isCurrentLink(home, { pathname: '/', hash: '#festivals' })).toBe(false);
    expect(isCurrentLink(home, { pathname: '/', hash: '' })).toBe(true);
    expect(isCurrentLink({ label: 'Admin', to: '/admin' }, { pathname: '/admin', hash: '' })).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@pokerfest/domain';
import { matchesUserSearch } from './user-search';

const ann: AdminUser = {
  id: 7,
  username: 'AnnSmith',
  email: 'ann@example.com',
  role: 'agent',
  loyaltyPoints: 120,
  referralCode: 'REF-ANN-0042',
  referredBy: null,
  referredByUsername: null,
  isEmailVerified: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('admin users search (spec section 2)', () => {
  it('matches username, email, role and referral code regardless of case', () => {
    for (const term of ['annsm', 'EXAMPLE.COM', 'Agent', 'ref-ann-0042', '  ann  ', '']) {
      expect(matchesUserSearch(ann, term)).toBe(true);
    }
  });

  it('does not match other fields or missing text', () => {
    expect(matchesUserSearch(ann, '120')).toBe(false);
    expect(matchesUserSearch(ann, 'player')).toBe(false);
  });
});

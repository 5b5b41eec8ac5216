import type { AdminUser } from '@pokerfest/domain';

/** The Users tab search: case-insensitive "contains" over username, email, role and referral code. */
export function matchesUserSearch(user: AdminUser, search: string): boolean {
  const term = search.trim().toLowerCase();
  if (!term) return true;
  return [user.username, user.email, user.role, user.referralCode].some((field) =>
    (field ?? '').toLowerCase().includes(term),
  );
}

import type { PublicUser } from '@pokerfest/domain';
import type { UserRow } from './users-repository';

/** The only shape a user leaves the server in: no hash, no token. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    loyaltyPoints: row.loyalty_points,
    referralCode: row.referral_code,
    referredBy: row.referred_by,
    isEmailVerified: row.is_email_verified,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

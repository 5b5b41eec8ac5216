import type { Generated } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  role: Generated<'player' | 'agent' | 'admin'>;
  referred_by: number | null;
  loyalty_points: Generated<number>;
  referral_code: string;
  email_verification_token_hash: string | null;
  email_verification_expires_at: Date | null;
  is_email_verified: Generated<boolean>;
  password_reset_token_hash: string | null;
  password_reset_expires_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

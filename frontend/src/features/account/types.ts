export type UserRole = 'player' | 'agent' | 'admin';

/** The user record as GET /api/user returns it (fields the client reads). */
export interface CurrentUser {
  id: number;
  username: string;
  email: string;
  role: UserRole;
  loyaltyPoints: number;
  referralCode: string | null;
  referredBy?: string | null;
  isEmailVerified: boolean;
}

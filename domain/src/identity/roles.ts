import { z } from 'zod';

export const roles = ['player', 'agent', 'admin'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Agents see their referrals; admins see everything an agent does. */
export function canViewReferrals(role: Role): boolean {
  return role === 'agent' || role === 'admin';
}

export function isAdmin(role: Role): boolean {
  return role === 'admin';
}

import type { Role } from '@pokerfest/domain';

/** A role as shown on badges: 'player' → 'Player'. */
export function roleLabel(role: Role): string {
  return role.charAt(0).toUpperCase() + role.slice(1);
}

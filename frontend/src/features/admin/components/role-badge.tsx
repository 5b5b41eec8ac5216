import { Badge } from '@radix-ui/themes';
import type { ComponentProps } from 'react';
import type { Role } from '@pokerfest/domain';
import { roleLabel } from '../../account';

type BadgeLook = Pick<ComponentProps<typeof Badge>, 'color' | 'variant'>;

/** Spec section 6: admin destructive, agent outline, player secondary. */
const LOOKS: Record<Role, BadgeLook> = {
  admin: { color: 'red', variant: 'solid' },
  agent: { variant: 'outline' },
  player: { color: 'gray', variant: 'soft' },
};

export function RoleBadge({ role }: { role: Role }) {
  return <Badge {...LOOKS[role]}>{roleLabel(role)}</Badge>;
}

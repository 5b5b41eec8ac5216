import type { AdminUser, Role } from '@pokerfest/domain';
import { roleLabel } from '../../account';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

/** Asks before a role changes: one click in the row menu must not promote or demote anyone. */
export function RoleChangeDialog(props: { user: AdminUser; role: Role; open: boolean; onOpenChange: (open: boolean) => void; onConfirm: (role: Role) => void }) {
  const { user, role } = props;
  return (
    <ConfirmDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Change role"
      description={`Set ${user.username} as ${roleLabel(role)}? They are ${roleLabel(user.role)} now; their access changes at once.`}
      confirmLabel="Confirm"
      danger={role === 'admin'}
      onConfirm={() => props.onConfirm(role)}
    />
  );
}

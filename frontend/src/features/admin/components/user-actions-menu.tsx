import { DropdownMenu, IconButton } from '@radix-ui/themes';
import { roles, type AdminUser } from '@pokerfest/domain';
import { MoreIcon } from '../../../components/ui/icons';
import { roleLabel } from '../../account/role-label';
import { useChangeUserRole } from '../api/change-user-role';
import { useVerifyUserEmail } from '../api/verify-user-email';

/** A user row's menu: set the role (the current one disabled) and, when unverified, verify the e-mail. */
export function UserActionsMenu({ user }: { user: AdminUser }) {
  const changeRole = useChangeUserRole();
  const verifyEmail = useVerifyUserEmail();
  const busy = changeRole.isPending || verifyEmail.isPending;

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <IconButton variant="ghost" color="gray" aria-label={`Actions for ${user.username}`} loading={busy}>
          <MoreIcon />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        {roles.map((role) => (
          <DropdownMenu.Item
            key={role}
            disabled={user.role === role}
            onSelect={() => changeRole.mutate({ userId: user.id, role })}
          >
            Set as {roleLabel(role)}
          </DropdownMenu.Item>
        ))}
        {!user.isEmailVerified && (
          <>
            <DropdownMenu.Separator />
            <DropdownMenu.Item onSelect={() => verifyEmail.mutate(user.id)}>Verify Email</DropdownMenu.Item>
          </>
        )}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

import { DropdownMenu, IconButton } from '@radix-ui/themes';
import { useState } from 'react';
import { roles, type AdminUser, type Role } from '@pokerfest/domain';
import { MoreIcon } from '../../../components/ui/icons';
import { roleLabel } from '../../account';
import { useChangeUserRole } from '../api/change-user-role';
import { useVerifyUserEmail } from '../api/verify-user-email';
import { CreditDialog } from './credit-dialog';
import { LoyaltyPointsDialog } from './loyalty-points-dialog';
import { RoleChangeDialog } from './role-change-dialog';

/** A user row's menu: adjust the points, the tournament credit, set the role (the current one disabled, confirmed in a dialog) and, when unverified, verify the e-mail. */
export function UserActionsMenu({ user }: { user: AdminUser }) {
  const changeRole = useChangeUserRole();
  const verifyEmail = useVerifyUserEmail();
  const busy = changeRole.isPending || verifyEmail.isPending;
  const [adjustingPoints, setAdjustingPoints] = useState(false);
  const [managingCredit, setManagingCredit] = useState(false);
  const [askedRole, setAskedRole] = useState<Role>(user.role);
  const [askingRole, setAskingRole] = useState(false);

  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger>
          <IconButton variant="ghost" color="gray" aria-label={`Actions for ${user.username}`} loading={busy}>
            <MoreIcon />
          </IconButton>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content align="end">
          <DropdownMenu.Item onSelect={() => setAdjustingPoints(true)}>Adjust Loyalty Points</DropdownMenu.Item>
          <DropdownMenu.Item onSelect={() => setManagingCredit(true)}>Credit</DropdownMenu.Item>
          <DropdownMenu.Separator />
          {roles.map((role) => (
            <DropdownMenu.Item
              key={role}
              disabled={user.role === role}
              onSelect={() => {
                setAskedRole(role);
                setAskingRole(true);
              }}
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
      <RoleChangeDialog
        user={user}
        role={askedRole}
        open={askingRole}
        onOpenChange={setAskingRole}
        onConfirm={(role) => changeRole.mutate({ userId: user.id, role })}
      />
      <LoyaltyPointsDialog user={user} open={adjustingPoints} onOpenChange={setAdjustingPoints} />
      <CreditDialog user={user} open={managingCredit} onOpenChange={setManagingCredit} />
    </>
  );
}

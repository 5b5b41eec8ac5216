import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import type { AdminUser, Role } from '@pokerfest/domain';
import { roleLabel } from '../../account/role-label';

/** Asks before a role changes: one click in the row menu must not promote or demote anyone. */
export function RoleChangeDialog(props: { user: AdminUser; role: Role; open: boolean; onOpenChange: (open: boolean) => void; onConfirm: (role: Role) => void }) {
  const { user, role } = props;
  return (
    <AlertDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <AlertDialog.Content maxWidth="450px">
        <AlertDialog.Title>Change role</AlertDialog.Title>
        <AlertDialog.Description size="2">
          Set {user.username} as {roleLabel(role)}? They are {roleLabel(user.role)} now; their access changes at once.
        </AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color={role === 'admin' ? 'red' : undefined} onClick={() => props.onConfirm(role)}>
              Confirm
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

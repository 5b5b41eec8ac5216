import { Table, Text } from '@radix-ui/themes';
import type { AdminUser } from '@pokerfest/domain';
import { CheckIcon, CrossIcon } from '../../../components/ui/icons';
import { errorText } from '../../../lib/api-client';
import { useAdminUsers } from '../api/admin-reads';
import { matchesUserSearch } from '../user-search';
import { QueryState } from './query-state';
import { AdminListHeader } from './admin-list-header';
import { RoleBadge } from './role-badge';
import { UserActionsMenu } from './user-actions-menu';
import { AdminTable } from './admin-table';
import { useListSearch } from './use-list-search';
import { AdminTab } from './admin-tab';

function VerifiedMark({ verified }: { verified: boolean }) {
  return (
    <Text as="span" color={verified ? 'green' : 'red'} role="img" aria-label={verified ? 'Verified' : 'Not verified'}>
      {verified ? <CheckIcon /> : <CrossIcon />}
    </Text>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  return (
    <Table.Row align="center">
      <Table.RowHeaderCell>{user.username}</Table.RowHeaderCell>
      <Table.Cell>{user.email}</Table.Cell>
      <Table.Cell>
        <RoleBadge role={user.role} />
      </Table.Cell>
      <Table.Cell>{user.loyaltyPoints}</Table.Cell>
      <Table.Cell>
        <VerifiedMark verified={user.isEmailVerified} />
      </Table.Cell>
      <Table.Cell>
        <code>{user.referralCode}</code>
      </Table.Cell>
      <Table.Cell>{user.referredByUsername || '-'}</Table.Cell>
      <Table.Cell justify="end">
        <UserActionsMenu user={user} />
      </Table.Cell>
    </Table.Row>
  );
}

/** Admin 'User Management': search, the users table and each row's actions (spec section 2). */
export function UsersTab() {
  const users = useAdminUsers();
  const { box, shown, emptyText } = useListSearch(users.data, matchesUserSearch, 'users');

  return (
    <AdminTab>
      <AdminListHeader title="User Management" {...box} />
      <QueryState query={users} error=<>Could not load the users: {errorText(users.error)}</>>
        <AdminTable columns={['Username', 'Email', 'Role', 'Points', 'Verified', 'Referral Code', 'Referred By', { label: 'Actions', justify: 'end' }]} isEmpty={shown.length === 0} emptyText={emptyText}>
            {shown.map((user) => <UserRow key={user.id} user={user} />)}
        </AdminTable>
      </QueryState>
    </AdminTab>
  );
}

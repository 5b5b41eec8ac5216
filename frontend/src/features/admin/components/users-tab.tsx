import { Table, Text } from '@radix-ui/themes';
import type { AdminUser } from '@pokerfest/domain';
import { CheckIcon, CrossIcon } from '../../../components/ui/icons';
import { errorText } from '../../../lib/api-client';
import { useAdminUsers } from '../api/admin-reads';
import { matchesUserSearch } from '../user-search';
import { RoleBadge } from './role-badge';
import { UserActionsMenu } from './user-actions-menu';
import { AdminTab } from './admin-tab';
import { SearchedList } from './searched-list';

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

  return (
    <AdminTab>
      <SearchedList
        title="User Management"
        noun="users"
        query={users}
        matches={matchesUserSearch}
        error={<>Could not load the users: {errorText(users.error)}</>}
        columns={['Username', 'Email', 'Role', 'Points', 'Verified', 'Referral Code', 'Referred By', { label: 'Actions', justify: 'end' }]}
        row={(user) => <UserRow key={user.id} user={user} />}
      />
    </AdminTab>
  );
}

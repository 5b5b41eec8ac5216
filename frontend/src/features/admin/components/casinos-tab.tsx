import { Button, Flex, Link, Table } from '@radix-ui/themes';
import type { CasinoView } from '@pokerfest/domain';
import { adminCasinos } from '../api/catalogue-resources';
import { matchesCasinoSearch } from '../catalogue-search';
import { CasinoDialog } from './casino-dialog';
import { useEditDialog } from './use-edit-dialog';
import { AdminTab } from './admin-tab';
import { SearchedList } from './searched-list';

function CasinoRow({ casino, onEdit }: { casino: CasinoView; onEdit: () => void }) {
  const remove = adminCasinos.useRemove();
  const confirmDelete = () => {
    if (window.confirm('Are you sure you want to delete this casino?')) remove.mutate({ id: casino.id });
  };
  return (
    <Table.Row align="center">
      <Table.RowHeaderCell>{casino.name}</Table.RowHeaderCell>
      <Table.Cell>{casino.location}</Table.Cell>
      <Table.Cell>{casino.contactInfo || '-'}</Table.Cell>
      <Table.Cell>
        {casino.website ? (
          <Link href={casino.website} target="_blank" rel="noopener noreferrer">
            {casino.website}
          </Link>
        ) : (
          '-'
        )}
      </Table.Cell>
      <Table.Cell justify="end">
        <Flex gap="2" justify="end">
          <Button size="1" variant="soft" onClick={onEdit} aria-label={`Edit ${casino.name}`}>
            Edit
          </Button>
          <Button size="1" variant="soft" color="red" onClick={confirmDelete} loading={remove.isPending} aria-label={`Delete ${casino.name}`}>
            Delete
          </Button>
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}

/** Admin Casinos tab: search, the casinos table, add/edit dialog and delete (spec section 2). */
export function CasinosTab() {
  const casinos = adminCasinos.useList();
  const dialog = useEditDialog<CasinoView>();

  return (
    <AdminTab dialog={<CasinoDialog {...dialog.props} />}>
      <SearchedList
        title="Casino Management"
        noun="casinos"
        query={casinos}
        matches={matchesCasinoSearch}
        error="Failed to fetch casinos"
        action={<Button onClick={dialog.add}>Add Casino</Button>}
        columns={['Name', 'Location', 'Contact', 'Website', { label: 'Actions', justify: 'end' }]}
        row={(casino) => <CasinoRow key={casino.id} casino={casino} onEdit={() => dialog.edit(casino)} />}
      />
    </AdminTab>
  );
}

import { Button, Card, Flex, Link, Table } from '@radix-ui/themes';
import { useState } from 'react';
import type { CasinoView } from '@pokerfest/domain';
import { adminCasinos } from '../api/catalogue-resources';
import { matchesCasinoSearch } from '../catalogue-search';
import { QueryState } from './query-state';
import { AdminListHeader } from './admin-list-header';
import { CasinoDialog } from './casino-dialog';
import { AdminTable } from './admin-table';

/** The dialog keeps its casino while it closes, so its title does not flip during the animation. */
interface Editing {
  open: boolean;
  casino?: CasinoView;
}

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
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>({ open: false });
  const shown = (casinos.data ?? []).filter((casino) => matchesCasinoSearch(casino, search));

  return (
    <Card size="3">
      <Flex direction="column" gap="4">
        <AdminListHeader
          title="Casino Management"
          search={search}
          onSearch={setSearch}
          placeholder="Search casinos..."
          searchLabel="Search casinos"
          action={<Button onClick={() => setEditing({ open: true })}>Add Casino</Button>}
        />
        <QueryState query={casinos} error="Failed to fetch casinos">
          <AdminTable columns={['Name', 'Location', 'Contact', 'Website', { label: 'Actions', justify: 'end' }]} isEmpty={shown.length === 0} emptyText={search.trim() ? 'No casinos found matching your search' : 'No casinos found'}>
              {shown.map((casino) => (
                    <CasinoRow key={casino.id} casino={casino} onEdit={() => setEditing({ open: true, casino })} />
                  ))}
            </AdminTable>
        </QueryState>
      </Flex>
      <CasinoDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
        casino={editing.casino}
      />
    </Card>
  );
}

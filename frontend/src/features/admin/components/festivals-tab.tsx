import { Button, Card, Flex, Table, Text } from '@radix-ui/themes';
import { useState } from 'react';
import type { FestivalView } from '@pokerfest/domain';
import { useAdminFestivals } from '../api/get-admin-festivals';
import { matchesFestivalSearch } from '../catalogue-search';
import { QueryState } from './query-state';
import { AdminListHeader } from './admin-list-header';
import { FestivalDialog } from './festival-dialog';
import { FestivalRow } from './festival-row';

/** The dialog keeps its festival while it closes, so its title does not flip during the animation. */
interface Editing {
  open: boolean;
  festival?: FestivalView;
}

/** Admin Festivals tab: search, the festivals table with each row's menu, and the add/edit dialog (spec section 2). */
export function FestivalsTab() {
  const festivals = useAdminFestivals();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>({ open: false });
  const shown = (festivals.data ?? []).filter((festival) => matchesFestivalSearch(festival, search));

  return (
    <Card size="3">
      <Flex direction="column" gap="4">
        <AdminListHeader
          title="Festival Management"
          search={search}
          onSearch={setSearch}
          placeholder="Search festivals..."
          searchLabel="Search festivals"
          action={<Button onClick={() => setEditing({ open: true })}>Add Festival</Button>}
        />
        <QueryState query={festivals} error="Failed to fetch festival details">
          {(
            <Table.Root variant="surface">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>Festival</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Location</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Dates</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell justify="end">Actions</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {shown.length === 0 ? (
                  <Table.Row>
                    <Table.Cell colSpan={5}>
                      <Text as="p" color="gray" align="center">
                        {search.trim() ? 'No festivals found matching your search' : 'No festivals found'}
                      </Text>
                    </Table.Cell>
                  </Table.Row>
                ) : (
                  shown.map((festival) => (
                    <FestivalRow key={festival.productId || festival.id} festival={festival} onEdit={() => setEditing({ open: true, festival })} />
                  ))
                )}
              </Table.Body>
            </Table.Root>
          )}
        </QueryState>
      </Flex>
      <FestivalDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
        festival={editing.festival}
      />
    </Card>
  );
}

import { Box, Button, Callout, Card, Flex, Heading, Spinner, Table, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import type { FestivalView } from '@pokerfest/domain';
import { SearchIcon } from '../../../components/ui/icons';
import { useAdminFestivals } from '../api/get-admin-festivals';
import { matchesFestivalSearch } from '../catalogue-search';
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
        <Flex justify="between" align={{ initial: 'start', sm: 'center' }} direction={{ initial: 'column', sm: 'row' }} gap="3">
          <Heading as="h2" size="5">
            Festival Management
          </Heading>
          <Flex gap="3" align="center" width={{ initial: '100%', sm: 'auto' }}>
            <Box flexGrow="1" width={{ sm: '280px' }}>
              <TextField.Root
                type="search"
                placeholder="Search festivals..."
                aria-label="Search festivals"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              >
                <TextField.Slot>
                  <SearchIcon width="16" height="16" />
                </TextField.Slot>
              </TextField.Root>
            </Box>
            <Button onClick={() => setEditing({ open: true })}>Add Festival</Button>
          </Flex>
        </Flex>
        {festivals.isLoading ? (
          <Flex justify="center" py="6">
            <Spinner size="3" />
          </Flex>
        ) : festivals.isError ? (
          <Callout.Root color="red">
            <Callout.Text>Failed to fetch festival details</Callout.Text>
          </Callout.Root>
        ) : (
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
      </Flex>
      <FestivalDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
        festival={editing.festival}
      />
    </Card>
  );
}

import { Button, Card, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import type { FestivalView } from '@pokerfest/domain';
import { adminFestivals } from '../api/catalogue-resources';
import { matchesFestivalSearch } from '../catalogue-search';
import { QueryState } from './query-state';
import { AdminListHeader } from './admin-list-header';
import { FestivalDialog } from './festival-dialog';
import { useEditDialog } from './use-edit-dialog';
import { FestivalRow } from './festival-row';
import { AdminTable } from './admin-table';

/** Admin Festivals tab: search, the festivals table with each row's menu, and the add/edit dialog (spec section 2). */
export function FestivalsTab() {
  const festivals = adminFestivals.useList();
  const [search, setSearch] = useState('');
  const dialog = useEditDialog<FestivalView>();
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
          action={<Button onClick={dialog.add}>Add Festival</Button>}
        />
        <QueryState query={festivals} error="Failed to fetch festival details">
          <AdminTable columns={['Festival', 'Status', 'Location', 'Dates', { label: 'Actions', justify: 'end' }]} isEmpty={shown.length === 0} emptyText={search.trim() ? 'No festivals found matching your search' : 'No festivals found'}>
              {shown.map((festival) => (
                    <FestivalRow key={festival.productId || festival.id} festival={festival} onEdit={() => dialog.edit(festival)} />
                  ))}
            </AdminTable>
        </QueryState>
      </Flex>
      <FestivalDialog {...dialog.props} />
    </Card>
  );
}

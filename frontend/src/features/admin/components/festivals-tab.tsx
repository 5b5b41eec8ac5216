import { Button } from '@radix-ui/themes';
import type { FestivalView } from '@pokerfest/domain';
import { adminFestivals } from '../api/catalogue-resources';
import { matchesFestivalSearch } from '../catalogue-search';
import { QueryState } from './query-state';
import { AdminListHeader } from './admin-list-header';
import { FestivalDialog } from './festival-dialog';
import { useEditDialog } from './use-edit-dialog';
import { useListSearch } from './use-list-search';
import { FestivalRow } from './festival-row';
import { AdminTable } from './admin-table';
import { AdminTab } from './admin-tab';

/** Admin Festivals tab: search, the festivals table with each row's menu, and the add/edit dialog (spec section 2). */
export function FestivalsTab() {
  const festivals = adminFestivals.useList();
  const dialog = useEditDialog<FestivalView>();
  const { box, shown, emptyText } = useListSearch(festivals.data, matchesFestivalSearch, 'festivals');

  return (
    <AdminTab dialog={<FestivalDialog {...dialog.props} />}>
      <AdminListHeader title="Festival Management" {...box} action={<Button onClick={dialog.add}>Add Festival</Button>} />
      <QueryState query={festivals} error="Failed to fetch festival details">
        <AdminTable columns={['Festival', 'Status', 'Location', 'Dates', { label: 'Actions', justify: 'end' }]} isEmpty={shown.length === 0} emptyText={emptyText}>
          {shown.map((festival) => (
            <FestivalRow key={festival.productId || festival.id} festival={festival} onEdit={() => dialog.edit(festival)} />
          ))}
        </AdminTable>
      </QueryState>
    </AdminTab>
  );
}

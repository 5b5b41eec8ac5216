import { Button } from '@radix-ui/themes';
import type { FestivalView } from '@pokerfest/domain';
import { adminFestivals } from '../api/catalogue-resources';
import { matchesFestivalSearch } from '../catalogue-search';
import { FestivalDialog } from './festival-dialog';
import { useEditDialog } from './use-edit-dialog';
import { FestivalRow } from './festival-row';
import { AdminTab } from './admin-tab';
import { SearchedList } from './searched-list';

/** Admin Festivals tab: search, the festivals table with each row's menu, and the add/edit dialog (spec section 2). */
export function FestivalsTab() {
  const festivals = adminFestivals.useList();
  const dialog = useEditDialog<FestivalView>();

  return (
    <AdminTab dialog={<FestivalDialog {...dialog.props} />}>
      <SearchedList
        title="Festival Management"
        noun="festivals"
        query={festivals}
        matches={matchesFestivalSearch}
        error="Failed to fetch festival details"
        action={<Button onClick={dialog.add}>Add Festival</Button>}
        columns={['Festival', 'Status', 'Location', 'Dates', { label: 'Actions', justify: 'end' }]}
        row={(festival) => <FestivalRow key={festival.productId || festival.id} festival={festival} onEdit={() => dialog.edit(festival)} />}
      />
    </AdminTab>
  );
}

import { Button, Flex, Text } from '@radix-ui/themes';
import type { ExtraView } from '@pokerfest/domain';
import { festivalExtras } from '../api/catalogue-resources';
import { useFestivalPartList } from '../api/festival-part-list';
import { FestivalPartTable } from './festival-part-table';
import { formatMoney } from '../catalogue-format';
import { ExtraDialog } from './extra-dialog';
import { PanelHeading } from './panel-heading';
import { actionsColumn } from './row-actions';
import { useEditDialog } from './use-edit-dialog';

/** The 'Extras' tab of an existing festival: its extra products, add, edit and delete (spec section 2). */
export function ExtrasPanel({ festivalId }: { festivalId: string }) {
  const { query, list, confirmDelete } = useFestivalPartList(festivalExtras, festivalId, 'Are you sure you want to delete this extra product?');
  const dialog = useEditDialog<ExtraView>();

  return (
    <Flex direction="column" gap="3">
      <PanelHeading as="h3" title="Extra Products" action={list.length > 0 && <Button onClick={dialog.add}>Add Extra Product</Button>} />
      <FestivalPartTable
        query={query}
        error="Failed to fetch extras"
        columns={[
          { label: 'Name', rowHeader: true, cell: (extra) => extra.name },
          { label: 'Description', cell: (extra) => extra.description || 'N/A' },
          { label: 'Price', cell: (extra) => formatMoney(extra.price, 'EUR') },
          actionsColumn(dialog.edit, confirmDelete),
        ]}
        whenEmpty={
          <Flex direction="column" align="center" gap="3" py="4">
            <Text color="gray">No extra products for this festival yet.</Text>
            <Button onClick={dialog.add}>Add First Extra Product</Button>
          </Flex>
        }
      />
      <ExtraDialog {...dialog.props} festivalId={festivalId} />
    </Flex>
  );
}

import { Button, Flex } from '@radix-ui/themes';
import type { RecordColumn } from '../../../components/ui/record-table';

/** The Edit and Delete buttons at the end of an admin table row. */
export function RowActions({ onEdit, onDelete, deleting }: { onEdit: () => void; onDelete: () => void; deleting?: boolean }) {
  return (
    <Flex gap="2" justify="end">
      <Button size="1" variant="soft" onClick={onEdit}>
        Edit
      </Button>
      <Button size="1" variant="soft" color="red" onClick={onDelete} loading={deleting}>
        Delete
      </Button>
    </Flex>
  );
}

/** The last column of a festival part's table: its row's Edit and Delete. */
export function actionsColumn<Row>(onEdit: (row: Row) => void, onDelete: (row: Row) => void): RecordColumn<Row> {
  return { label: 'Actions', justify: 'end', actions: true, cell: (row) => <RowActions onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} /> };
}

import { Button, Flex } from '@radix-ui/themes';

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

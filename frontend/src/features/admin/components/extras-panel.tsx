import { Button, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { useState } from 'react';
import type { ExtraView } from '@pokerfest/domain';
import { festivalExtras } from '../api/catalogue-resources';
import { formatMoney } from '../catalogue-format';
import { QueryState } from './query-state';
import { RowActions } from './row-actions';
import { ExtraDialog } from './extra-dialog';

interface Editing {
  open: boolean;
  extra?: ExtraView;
}

/** The 'Extras' tab of an existing festival: its extra products, add, edit and delete (spec section 2). */
export function ExtrasPanel({ festivalId }: { festivalId: string }) {
  const extras = festivalExtras.useList(festivalId);
  const remove = festivalExtras.useRemove();
  const [editing, setEditing] = useState<Editing>({ open: false });
  const confirmDelete = (extra: ExtraView) => {
    if (window.confirm('Are you sure you want to delete this extra product?')) remove.mutate({ id: extra.id, festivalId });
  };
  const list = extras.data ?? [];
  const add = () => setEditing({ open: true });

  return (
    <Flex direction="column" gap="3">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h3" size="4">
          Extra Products
        </Heading>
        {list.length > 0 && <Button onClick={add}>Add Extra Product</Button>}
      </Flex>
      <QueryState query={extras} error="Failed to fetch extras">
        {list.length === 0 ? (
          <Flex direction="column" align="center" gap="3" py="4">
            <Text color="gray">No extra products for this festival yet.</Text>
            <Button onClick={add}>Add First Extra Product</Button>
          </Flex>
        ) : (
          <Table.Root variant="surface">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Description</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Price</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">Actions</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.map((extra) => (
                <Table.Row key={extra.id} align="center">
                  <Table.RowHeaderCell>{extra.name}</Table.RowHeaderCell>
                  <Table.Cell>{extra.description || 'N/A'}</Table.Cell>
                  <Table.Cell>{formatMoney(extra.price, 'EUR')}</Table.Cell>
                  <Table.Cell justify="end">
                    <RowActions onEdit={() => setEditing({ open: true, extra })} onDelete={() => confirmDelete(extra)} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </QueryState>
      <ExtraDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
        festivalId={festivalId}
        extra={editing.extra}
      />
    </Flex>
  );
}

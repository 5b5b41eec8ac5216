import { Table, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** A column heading; right-aligned ones (actions, figures) say so. */
export type AdminColumn = string | { label: string; justify: 'end' };

interface AdminTableProps {
  columns: readonly AdminColumn[];
  /** Shown across the whole table instead of rows. */
  emptyText: ReactNode;
  isEmpty: boolean;
  children: ReactNode;
}

/** The admin lists' table: headings, then the rows or one line saying why there are none. */
export function AdminTable({ columns, emptyText, isEmpty, children }: AdminTableProps) {
  return (
    <Table.Root variant="surface">
      <Table.Header>
        <Table.Row>
          {columns.map((column) =>
            typeof column === 'string' ? (
              <Table.ColumnHeaderCell key={column}>{column}</Table.ColumnHeaderCell>
            ) : (
              <Table.ColumnHeaderCell key={column.label} justify={column.justify}>
                {column.label}
              </Table.ColumnHeaderCell>
            ),
          )}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {isEmpty ? (
          <Table.Row>
            <Table.Cell colSpan={columns.length}>
              <Text as="p" color="gray" align="center">
                {emptyText}
              </Text>
            </Table.Cell>
          </Table.Row>
        ) : (
          children
        )}
      </Table.Body>
    </Table.Root>
  );
}

import { Table, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { ColumnHeadings, type ColumnHeading } from '../../../components/ui/record-table';

/** A column heading: its label alone, or the label with its alignment. */
export type AdminColumn = string | ColumnHeading;

interface AdminTableProps {
  columns: readonly AdminColumn[];
  /** Shown across the whole table instead of rows. */
  emptyText: ReactNode;
  isEmpty: boolean;
  children: ReactNode;
}

/**
 * On a phone a wide table scrolls sideways inside its own box (Radix's scroll area): that box takes
 * keyboard focus, so a keyboard user can scroll it too.
 */
function scrollableByKeyboard(table: HTMLDivElement | null): void {
  table?.querySelector('.rt-ScrollAreaViewport')?.setAttribute('tabindex', '0');
}

/** The admin lists' table: headings, then the rows or one line saying why there are none. */
export function AdminTable({ columns, emptyText, isEmpty, children }: AdminTableProps) {
  return (
    <Table.Root variant="surface" ref={scrollableByKeyboard}>
      <ColumnHeadings columns={columns.map((column) => (typeof column === 'string' ? { label: column } : column))} />
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

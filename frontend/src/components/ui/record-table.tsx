import { Table } from '@radix-ui/themes';
import type { Key, ReactNode } from 'react';

/** A column heading; right-aligned ones (actions, figures) say so. */
export interface ColumnHeading {
  label: string;
  justify?: 'end';
}

/** A column of a record table: its heading and what each record shows in it. */
export interface RecordColumn<Row> extends ColumnHeading {
  /** The column that names the record: its cells are row headers for screen readers. */
  rowHeader?: boolean;
  cell: (row: Row) => ReactNode;
}

/** The heading row of a table. */
export function ColumnHeadings({ columns }: { columns: readonly ColumnHeading[] }) {
  return (
    <Table.Header>
      <Table.Row>
        {columns.map((column) => (
          <Table.ColumnHeaderCell key={column.label} justify={column.justify}>
            {column.label}
          </Table.ColumnHeaderCell>
        ))}
      </Table.Row>
    </Table.Header>
  );
}

interface RecordTableProps<Row> {
  columns: readonly RecordColumn<Row>[];
  rows: readonly Row[];
  /** Rows with buttons centre their cells vertically. */
  rowAlign?: 'center';
  /** Shown instead of the table when there are no records. */
  whenEmpty: ReactNode;
}

/** A table of records, one row a record (keyed by its id), its columns described once. */
export function RecordTable<Row extends { id: Key }>({ columns, rows, rowAlign, whenEmpty }: RecordTableProps<Row>) {
  if (rows.length === 0) return <>{whenEmpty}</>;
  return (
    <Table.Root variant="surface">
      <ColumnHeadings columns={columns} />
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.id} align={rowAlign}>
            {columns.map(({ label, justify, rowHeader, cell }) =>
              rowHeader ? (
                <Table.RowHeaderCell key={label} justify={justify}>
                  {cell(row)}
                </Table.RowHeaderCell>
              ) : (
                <Table.Cell key={label} justify={justify}>
                  {cell(row)}
                </Table.Cell>
              ),
            )}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

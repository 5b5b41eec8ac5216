import './record-table.css';
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
  /** The row's buttons: stacked, they come last and without a label. */
  actions?: boolean;
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
  /** Below 600 px of its own width, each row becomes a card of 'label: value' lines (record-table.css). */
  stackWhenNarrow?: boolean;
}

/** A table of records, one row a record (keyed by its id), its columns described once. */
export function RecordTable<Row extends { id: Key }>({ columns, rows, rowAlign, whenEmpty, stackWhenNarrow = false }: RecordTableProps<Row>) {
  if (rows.length === 0) return <>{whenEmpty}</>;
  return (
    <Table.Root variant="surface" className={stackWhenNarrow ? 'record-table-stacking' : undefined}>
      <ColumnHeadings columns={columns} />
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.id} align={rowAlign}>
            {columns.map(({ label, justify, rowHeader, actions, cell }) => {
              const shown = { justify, 'data-label': actions ? undefined : label, className: actions ? 'record-table-actions' : undefined };
              return rowHeader ? (
                <Table.RowHeaderCell key={label} {...shown}>
                  {cell(row)}
                </Table.RowHeaderCell>
              ) : (
                <Table.Cell key={label} {...shown}>
                  {cell(row)}
                </Table.Cell>
              );
            })}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

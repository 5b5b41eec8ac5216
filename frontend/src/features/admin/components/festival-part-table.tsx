import type { ReactNode } from 'react';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table';
import { QueryState } from './query-state';

interface FestivalPartTableProps<Row> {
  query: { data?: readonly Row[]; isLoading: boolean; isError: boolean };
  /** The line shown when the list could not be read. */
  error: string;
  columns: readonly RecordColumn<Row>[];
  whenEmpty: ReactNode;
}

/**
 * A festival's rooms, tournaments or extras in the festival dialog: a spinner, the failure line, the
 * table (stacked rows on a phone, where the dialog is narrow), or the line for none.
 */
export function FestivalPartTable<Row extends { id: number }>({ query, error, columns, whenEmpty }: FestivalPartTableProps<Row>) {
  return (
    <QueryState query={query} error={error}>
      <RecordTable rows={query.data ?? []} rowAlign="center" columns={columns} whenEmpty={whenEmpty} stackWhenNarrow />
    </QueryState>
  );
}

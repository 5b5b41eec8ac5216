import { Text } from '@radix-ui/themes';
import type { Key } from 'react';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table';
import { SectionCard } from '../../../components/ui/section-card';

interface RecordsCardProps<Row> {
  headingId: string;
  title: string;
  columns: readonly RecordColumn<Row>[];
  rows: readonly Row[];
  /** Said, in grey, in place of the table while there are no records. */
  emptyText: string;
}

/** A dashboard tab's titled list of the member's records (points transactions, referred players). */
export function RecordsCard<Row extends { id: Key }>({ headingId, title, columns, rows, emptyText }: RecordsCardProps<Row>) {
  return (
    <SectionCard headingId={headingId} title={title} as="h3">
      <RecordTable
        columns={columns}
        rows={rows}
        whenEmpty={
          <Text as="p" color="gray">
            {emptyText}
          </Text>
        }
      />
    </SectionCard>
  );
}

import { Text } from '@radix-ui/themes';
import type { LoyaltyTransactionView } from '@pokerfest/domain';
import { formatDateTime } from '../../catalogue';
import { signedPoints, sourceLabels } from '../../loyalty';
import type { RecordColumn } from '../../../components/ui/record-table';
import { RecordsCard } from './records-card';

const COLUMNS: readonly RecordColumn<LoyaltyTransactionView>[] = [
  { label: 'Date', cell: (transaction) => <time dateTime={transaction.createdAt}>{formatDateTime(transaction.createdAt)}</time> },
  { label: 'Description', rowHeader: true, cell: (transaction) => transaction.description },
  { label: 'Source', cell: (transaction) => sourceLabels[transaction.source] ?? transaction.source },
  {
    label: 'Points',
    justify: 'end',
    cell: (transaction) => (
      <Text weight="bold" color={transaction.points < 0 ? 'red' : 'jade'}>
        {signedPoints(transaction.points)}
      </Text>
    ),
  },
];

/** The member's own points transactions, newest first as the server sends them. */
export function LoyaltyTransactions({ transactions }: { transactions: readonly LoyaltyTransactionView[] }) {
  return (
    <RecordsCard
      headingId="loyalty-history-heading"
      title="Points History"
      columns={COLUMNS}
      rows={transactions}
      emptyText="No points transactions yet. Points from a booking are added within 24 hours of check-in."
    />
  );
}

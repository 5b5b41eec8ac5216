import { Table, Text } from '@radix-ui/themes';
import type { LoyaltyTransactionView } from '@pokerfest/domain';
import { formatDateTime } from '../../catalogue';
import { signedPoints, sourceLabels } from '../../loyalty';
import { SectionCard } from '../../../components/ui/section-card';

function TransactionRow({ transaction }: { transaction: LoyaltyTransactionView }) {
  return (
    <Table.Row>
      <Table.Cell>
        <time dateTime={transaction.createdAt}>{formatDateTime(transaction.createdAt)}</time>
      </Table.Cell>
      <Table.RowHeaderCell>{transaction.description}</Table.RowHeaderCell>
      <Table.Cell>{sourceLabels[transaction.source] ?? transaction.source}</Table.Cell>
      <Table.Cell justify="end">
        <Text weight="bold" color={transaction.points < 0 ? 'red' : 'jade'}>
          {signedPoints(transaction.points)}
        </Text>
      </Table.Cell>
    </Table.Row>
  );
}

/** The member's own points transactions, newest first as the server sends them. */
export function LoyaltyTransactions({ transactions }: { transactions: readonly LoyaltyTransactionView[] }) {
  return (
    <SectionCard headingId="loyalty-history-heading" title="Points History" as="h3">
      {transactions.length === 0 ? (
        <Text as="p" color="gray">
          No points transactions yet. Points from a booking are added within 24 hours of check-in.
        </Text>
      ) : (
        <Table.Root variant="surface">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Date</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Description</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Source</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Points</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {transactions.map((transaction) => (
              <TransactionRow key={transaction.id} transaction={transaction} />
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </SectionCard>
  );
}

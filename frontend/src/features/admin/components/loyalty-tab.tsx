import { Button, Flex, Link as ThemeLink, Table, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import type { LoyaltyAuditEntry } from '@pokerfest/domain';
import { appPaths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { signedPoints, sourceLabels } from '../../loyalty';
import { useLoyaltyTransactions } from '../api/get-loyalty-transactions';
import { useFilteredPages } from '../filtered-pages';
import { auditCsvUrl, auditPageCount, type LoyaltyAuditFilters } from '../loyalty-audit-query';
import { formatDateTime } from '../../catalogue';
import { orderReference } from '../order-format';
import { ListPaging } from './list-paging';
import { LoyaltyAuditFilterBar } from './loyalty-audit-filters';
import { PanelHeading } from './panel-heading';
import { QueryState } from './query-state';
import { AdminTable, type AdminColumn } from './admin-table';
import { AdminTab } from './admin-tab';

/** The source, and for an order's points a link to that order's confirmation (admins may read any order). */
function SourceCell({ entry }: { entry: LoyaltyAuditEntry }) {
  const label = sourceLabels[entry.source] ?? entry.source;
  if (!entry.sourceId) return <Text>{label}</Text>;
  return (
    <Flex direction="column">
      <Text>{label}</Text>
      <ThemeLink asChild size="1">
        <Link to={appPaths.bookingConfirmationOf(entry.sourceId)}>
          Order {orderReference(entry.sourceId)}
        </Link>
      </ThemeLink>
    </Flex>
  );
}

function AuditRow({ entry }: { entry: LoyaltyAuditEntry }) {
  return (
    <Table.Row align="center">
      <Table.Cell>
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
      </Table.Cell>
      <Table.RowHeaderCell>{entry.username}</Table.RowHeaderCell>
      <Table.Cell justify="end">
        <Text weight="bold" color={entry.points < 0 ? 'red' : 'jade'}>
          {signedPoints(entry.points)}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <SourceCell entry={entry} />
      </Table.Cell>
      <Table.Cell>{entry.description}</Table.Cell>
      <Table.Cell>{entry.admin?.username ?? '-'}</Table.Cell>
    </Table.Row>
  );
}

const COLUMNS: readonly AdminColumn[] = ['Time', 'User', { label: 'Points', justify: 'end' }, 'Source', 'Reason / Description', 'Admin'];

/** Admin Loyalty: every points transaction, filtered by user, source and days, paged, and exported as CSV. */
export function LoyaltyTab() {
  const { filter: filters, changeFilter: changeFilters, page, setPage } = useFilteredPages<LoyaltyAuditFilters>({});
  const audit = useLoyaltyTransactions(filters, page);
  const rows = audit.data?.items ?? [];
  const total = audit.data?.total ?? 0;
  const filtered = Object.values(filters).some((value) => value !== undefined);

  return (
    <AdminTab>
      <PanelHeading
        as="h2"
        title="Loyalty Transactions"
        action={
          <Button asChild variant="soft">
            <a href={auditCsvUrl(filters)} download>
              Export CSV
            </a>
          </Button>
        }
      />
      <LoyaltyAuditFilterBar filters={filters} onChange={changeFilters} />
      <QueryState query={audit} error={<>Could not load the loyalty transactions: {errorText(audit.error)}</>}>
        <AdminTable label="Loyalty Transactions" columns={COLUMNS} isEmpty={rows.length === 0} emptyText={filtered ? 'No transactions match these filters' : 'No loyalty transactions yet'}>
          {rows.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </AdminTable>
        <ListPaging page={page} pages={auditPageCount(total)} total={total} noun={{ one: 'transaction', other: 'transactions' }} onPage={setPage} />
      </QueryState>
    </AdminTab>
  );
}

import { Button, Callout, Flex, Link as ThemeLink, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { documentRange, type AdminDocumentRow } from '@pokerfest/domain';
import { appPaths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { documentKindLabels } from '../../booking';
import { formatDateTime, formatMoney } from '../../catalogue';
import { useAccountingDocuments } from '../api/get-accounting-documents';
import { ACCOUNTING_PAGE_SIZE, accountingCsvUrl, bookedTotal, rangeProblem, type AccountingRange } from '../accounting-query';
import { useFilteredPages } from '../filtered-pages';
import { auditPageCount } from '../loyalty-audit-query';
import { AccountingRangeFields } from './accounting-range-fields';
import { AdminTab } from './admin-tab';
import { AdminTable, type AdminColumn } from './admin-table';
import { ListPaging } from './list-paging';
import { PanelHeading } from './panel-heading';
import { PersonLines } from './person-lines';
import { QueryState } from './query-state';

function DocumentRow({ row }: { row: AdminDocumentRow }) {
  return (
    // one line per cell: on a phone the table scrolls sideways inside its own box instead of stacking words
    <Table.Row data-testid="accounting-document" style={{ whiteSpace: 'nowrap' }}>
      <Table.RowHeaderCell>
        {/* the stored PDF, as the buyer gets it */}
        <ThemeLink href={row.url} download>
          {row.number}
          <VisuallyHidden> (PDF)</VisuallyHidden>
        </ThemeLink>
      </Table.RowHeaderCell>
      <Table.Cell>
        <Flex direction="column">
          <Text>{documentKindLabels[row.kind]}</Text>
          {row.corrects.length > 0 && (
            <Text size="1" color="gray">
              corrects {row.corrects.join(', ')}
            </Text>
          )}
        </Flex>
      </Table.Cell>
      <Table.Cell>
        <time dateTime={row.issuedAt}>{formatDateTime(row.issuedAt)}</time>
      </Table.Cell>
      <Table.Cell>
        <ThemeLink asChild>
          <Link to={appPaths.bookingConfirmationOf(row.orderId)}>{row.bookingReference}</Link>
        </ThemeLink>
      </Table.Cell>
      <Table.Cell>
        <PersonLines name={row.buyerName} email={row.buyerEmail} />
      </Table.Cell>
      <Table.Cell justify="end">
        {formatMoney(bookedTotal(row), row.currency)}
      </Table.Cell>
    </Table.Row>
  );
}

const COLUMNS: readonly AdminColumn[] = ['Number', 'Kind', 'Issued', 'Order', 'Buyer', { label: 'Total', justify: 'end' }];

/**
 * Admin Accounting: every invoice and credit note issued between two days (the current month at
 * first), paged, each with its PDF, and the same range exported as CSV for the books.
 */
export function AccountingTab() {
  const { filter: range, changeFilter: changeRange, page, setPage } = useFilteredPages<AccountingRange>(() => documentRange({}, new Date()));
  const documents = useAccountingDocuments(range, page);
  const problem = rangeProblem(range);
  const rows = documents.data?.documents ?? [];
  const total = documents.data?.total ?? 0;

  return (
    <AdminTab>
      <PanelHeading
        as="h2"
        title="Accounting"
        action={
          problem ? (
            <Button variant="soft" disabled>
              Export CSV
            </Button>
          ) : (
            <Button asChild variant="soft">
              <a href={accountingCsvUrl(range)} download>
                Export CSV
              </a>
            </Button>
          )
        }
      />
      <Text as="p" size="2" color="gray">
        Invoices and credit notes issued from the first to the last day (UTC days, both included). The CSV holds each document&apos;s totals and tax per rate; credit notes count negative.
      </Text>
      <AccountingRangeFields range={range} onChange={changeRange} />
      {problem ? (
        <Callout.Root color="amber" role="alert">
          <Callout.Text>{problem}</Callout.Text>
        </Callout.Root>
      ) : (
        <QueryState query={documents} error={<>Could not load the documents: {errorText(documents.error)}</>}>
          {/* the previous page or range stays on screen while the next one loads: said busy meanwhile */}
          <Flex direction="column" gap="4" aria-busy={documents.isFetching}>
            <AdminTable label="Invoices and credit notes" columns={COLUMNS} isEmpty={rows.length === 0} emptyText="No invoices or credit notes issued in these days">
              {rows.map((row) => (
                <DocumentRow key={row.id} row={row} />
              ))}
            </AdminTable>
            <ListPaging page={page} pages={auditPageCount(total, ACCOUNTING_PAGE_SIZE)} total={total} noun={{ one: 'document', other: 'documents' }} onPage={setPage} />
          </Flex>
        </QueryState>
      )}
    </AdminTab>
  );
}

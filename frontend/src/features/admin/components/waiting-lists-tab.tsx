import { Box, Button, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { formatDateTime } from '../../catalogue';
import { entryStatusLabels, type AdminWaitingEntryView, type AdminWaitingListView } from '../../waiting-list';
import { adminFestivals } from '../api/catalogue-resources';
import { useAdminWaitingLists, useMoveWaitingEntry } from '../api/waiting-lists';
import { waitingListSummary } from '../waiting-list-admin';
import { AdminTab } from './admin-tab';
import { AdminTable, type AdminColumn } from './admin-table';
import { PanelHeading } from './panel-heading';
import { PersonLines } from './person-lines';
import { QueryState } from './query-state';
import { WaitingListMoveForm } from './waiting-list-move-form';

const COLUMNS: readonly AdminColumn[] = [{ label: 'Position', justify: 'end' }, 'Player', 'Status', 'Offer until', 'Joined', 'Actions'];

function EntryRow({ entry, onMove }: { entry: AdminWaitingEntryView; onMove: () => void }) {
  return (
    <Table.Row align="center">
      <Table.Cell justify="end">{entry.position}</Table.Cell>
      <Table.RowHeaderCell>
        <PersonLines name={entry.name} email={entry.email} />
      </Table.RowHeaderCell>
      <Table.Cell>{entryStatusLabels[entry.status] ?? entry.status}</Table.Cell>
      <Table.Cell>{entry.offer ? <time dateTime={entry.offer.expiresAt}>{formatDateTime(entry.offer.expiresAt)}</time> : '-'}</Table.Cell>
      <Table.Cell>
        <time dateTime={entry.joinedAt}>{formatDateTime(entry.joinedAt)}</time>
      </Table.Cell>
      <Table.Cell>
        <Button size="1" variant="soft" onClick={onMove} aria-label={`Move ${entry.name}`}>
          Move
        </Button>
      </Table.Cell>
    </Table.Row>
  );
}

function ItemWaitingList({ list, move }: { list: AdminWaitingListView; move: ReturnType<typeof useMoveWaitingEntry> }) {
  const [movingId, setMovingId] = useState<string | null>(null);
  const moving = list.entries.find((entry) => entry.id === movingId);
  const headingId = `waiting-list-${list.itemKind}-${list.itemId}`;
  return (
    <Box asChild>
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="3">
          <Flex direction="column" gap="1">
            <Heading as="h3" size="4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {list.itemName}
            </Heading>
            <Text size="2" color="gray">
              {list.itemKind === 'accommodation' ? 'Room' : 'Tournament'} · {waitingListSummary(list)}
            </Text>
          </Flex>
          <AdminTable label="Waiting list" columns={COLUMNS} isEmpty={list.entries.length === 0} emptyText="Nobody is waiting.">
            {list.entries.map((entry) => (
              <EntryRow
                key={entry.id}
                entry={entry}
                onMove={() => {
                  move.reset();
                  setMovingId(entry.id);
                }}
              />
            ))}
          </AdminTable>
          {moving && <WaitingListMoveForm key={moving.id} entry={moving} entryCount={list.entries.length} move={move} onDone={() => setMovingId(null)} />}
          {list.history.length > 0 && (
            <Flex direction="column" gap="1">
              <Heading as="h4" size="2">
                History
              </Heading>
              <ul aria-label={`History of ${list.itemName}`} style={{ margin: 0, paddingLeft: '1.25rem' }}>
                {list.history.map((line, index) => (
                  <li key={`${line.at}-${index}`}>
                    <Text size="2">
                      <time dateTime={line.at}>{formatDateTime(line.at)}</time>: {line.text}
                    </Text>
                  </li>
                ))}
              </ul>
            </Flex>
          )}
        </Flex>
      </section>
    </Box>
  );
}

/** Admin Waiting Lists: per item of a festival, who waits in which place, the open offers and what happened; an entry may be moved with a reason. */
export function WaitingListsTab() {
  const festivals = adminFestivals.useList();
  const [festivalId, setFestivalId] = useState<string | undefined>(undefined);
  const lists = useAdminWaitingLists(festivalId);
  const move = useMoveWaitingEntry(festivalId ?? '');
  const options: SelectOption[] = (festivals.data ?? []).map((festival) => ({ value: festival.productId, label: festival.title || festival.productId }));
  return (
    <AdminTab>
      <PanelHeading as="h2" title="Waiting Lists" />
      <Box width={{ initial: '100%', sm: '360px' }}>
        <SelectField label="Festival" placeholder="Choose a festival" value={festivalId ?? ''} options={options} onValueChange={setFestivalId} />
      </Box>
      {festivalId && (
        <QueryState query={lists} error="Could not load the waiting lists">
          {lists.data?.length === 0 ? (
            <Text as="p" color="gray">
              Nobody waits for anything of this festival.
            </Text>
          ) : (
            lists.data?.map((list) => <ItemWaitingList key={`${list.itemKind}-${list.itemId}`} list={list} move={move} />)
          )}
        </QueryState>
      )}
    </AdminTab>
  );
}

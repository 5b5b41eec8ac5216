import { Button, Card, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { useState } from 'react';
import type { TournamentView } from '@pokerfest/domain';
import { festivalTournaments } from '../api/catalogue-resources';
import { formatBuyIn, formatDay, formatSeats, yesNo } from '../catalogue-format';
import { QueryState } from './query-state';
import { RowActions } from './row-actions';
import { TournamentDialog } from './tournament-dialog';

interface Editing {
  open: boolean;
  tournament?: TournamentView;
}

/** The 'Tournaments' tab of an existing festival: 'Tournament Management' (spec section 2). */
export function TournamentsPanel({ festivalId }: { festivalId: string }) {
  const tournaments = festivalTournaments.useList(festivalId);
  const remove = festivalTournaments.useRemove();
  const [editing, setEditing] = useState<Editing>({ open: false });
  const confirmDelete = (tournament: TournamentView) => {
    if (window.confirm('Are you sure you want to delete this tournament?')) remove.mutate({ id: tournament.id, festivalId });
  };
  const list = tournaments.data ?? [];

  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Heading as="h3" size="4">
            Tournament Management
          </Heading>
          <Button onClick={() => setEditing({ open: true })}>Add Tournament</Button>
        </Flex>
        <QueryState query={tournaments} error="Failed to fetch tournaments">
          {list.length === 0 ? (
            <Text as="p" color="gray" align="center">
              No tournaments added yet
            </Text>
          ) : (
            <Table.Root variant="surface">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>Title</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Date</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Buy-in</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Purchase</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Reserve</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Seats</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell justify="end">Actions</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.map((tournament) => (
                  <Table.Row key={tournament.id} align="center">
                    <Table.RowHeaderCell>{tournament.title}</Table.RowHeaderCell>
                    <Table.Cell>{formatDay(tournament.date)}</Table.Cell>
                    <Table.Cell>{formatBuyIn(tournament.buyIn, tournament.currency)}</Table.Cell>
                    <Table.Cell>{yesNo(tournament.canBePurchased)}</Table.Cell>
                    <Table.Cell>{yesNo(tournament.canBeReserved)}</Table.Cell>
                    <Table.Cell>{formatSeats(tournament.availableSeats)}</Table.Cell>
                    <Table.Cell justify="end">
                      <RowActions onEdit={() => setEditing({ open: true, tournament })} onDelete={() => confirmDelete(tournament)} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </QueryState>
      </Flex>
      <TournamentDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
        festivalId={festivalId}
        tournament={editing.tournament}
      />
    </Card>
  );
}

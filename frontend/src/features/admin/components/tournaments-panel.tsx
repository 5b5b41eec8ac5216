import { Button, Card, Flex, Text } from '@radix-ui/themes';
import type { TournamentView } from '@pokerfest/domain';
import { festivalTournaments } from '../api/catalogue-resources';
import { useFestivalPartList } from '../api/festival-part-list';
import { FestivalPartTable } from './festival-part-table';
import { formatBuyIn, formatDay, formatSeats, yesNo } from '../catalogue-format';
import { PanelHeading } from './panel-heading';
import { actionsColumn } from './row-actions';
import { TournamentDialog } from './tournament-dialog';
import { useEditDialog } from './use-edit-dialog';

/** The 'Tournaments' tab of an existing festival: 'Tournament Management' (spec section 2). */
export function TournamentsPanel({ festivalId }: { festivalId: string }) {
  const { query, confirmDelete } = useFestivalPartList(festivalTournaments, festivalId, 'Are you sure you want to delete this tournament?');
  const dialog = useEditDialog<TournamentView>();

  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <PanelHeading as="h3" title="Tournament Management" action={<Button onClick={dialog.add}>Add Tournament</Button>} />
        <FestivalPartTable
          query={query}
          error="Failed to fetch tournaments"
          columns={[
            { label: 'Title', rowHeader: true, cell: (tournament) => tournament.title },
            { label: 'Date', cell: (tournament) => formatDay(tournament.date) },
            { label: 'Buy-in', cell: (tournament) => formatBuyIn(tournament.buyIn, tournament.currency) },
            { label: 'Purchase', cell: (tournament) => yesNo(tournament.canBePurchased) },
            { label: 'Reserve', cell: (tournament) => yesNo(tournament.canBeReserved) },
            { label: 'Seats', cell: (tournament) => formatSeats(tournament.availableSeats) },
            actionsColumn(dialog.edit, confirmDelete),
          ]}
          whenEmpty={
            <Text as="p" color="gray" align="center">
              No tournaments added yet
            </Text>
          }
        />
      </Flex>
      <TournamentDialog {...dialog.props} festivalId={festivalId} />
    </Card>
  );
}

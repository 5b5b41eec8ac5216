import { Badge, Button, Card, Checkbox, Flex, Heading, Text } from '@radix-ui/themes';
import { formatBuyIn, formatDate } from '../../catalogue';
import type { Tournament } from '../../catalogue';
import type { ReactNode } from 'react';
import { selectionLabels } from '../machines/tournament-selection.machine';
import { PackageSection, type ListQuery, type ListWords } from './package-section';
import type { FestivalSelection } from '../use-festival-selection';

interface TournamentSectionProps {
  tournaments: ListQuery<Tournament>;
  selection: FestivalSelection;
  /** What a sold-out tournament offers instead (the waiting list's Notify me). LEAD: stock-ui's slot of the same name wins the merge. */
  soldOutAction?: (tournament: Tournament) => ReactNode;
}

/** No seat left: only once the catalogue carries remaining seats (issue 19; null is unlimited). LEAD: use stock-ui's check. */
function seatsSoldOut(tournament: Tournament): boolean {
  return 'remainingSeats' in tournament && tournament.remainingSeats === 0;
}

/** Seats as the festival page shows them: nothing when unknown, 'Contact us' for 0. */
export function seatsText(seats: number | null | undefined): string | null {
  if (seats === null || seats === undefined) return null;
  return seats === 0 ? 'Contact us' : `${seats} seats`;
}

function TournamentRow({ tournament, selection, soldOutAction }: { tournament: Tournament; selection: FestivalSelection; soldOutAction?: TournamentSectionProps['soldOutAction'] }) {
  const state = selection.selectionOf(tournament);
  const seats = seatsText(tournament.availableSeats);
  const canBuy = tournament.canBePurchased !== false;
  const canReserve = tournament.canBeReserved === true;
  return (
    <Card asChild className="tournament-row" data-selected={state === 'none' ? undefined : state}>
      <article aria-label={tournament.title}>
        <Flex gap="3" align="start">
          <Checkbox
            size="3"
            mt="1"
            checked={state !== 'none'}
            disabled={!canBuy && !canReserve}
            onCheckedChange={() => selection.sendTournament(tournament, { type: 'TOGGLE' })}
            aria-label={`Select ${tournament.title}`}
          />
          <Flex direction="column" gap="1" flexGrow="1">
            <Flex justify="between" gap="2" wrap="wrap">
              <Heading as="h3" size="3">
                {tournament.title}
              </Heading>
              <Text size="3" weight="bold">
                {formatBuyIn(tournament.buyIn, tournament.currency)}
              </Text>
            </Flex>
            <Text size="2" color="gray">
              {formatDate(tournament.date)}
              {seats ? ` · Seats: ${seats}` : ''}
            </Text>
            {tournament.description && <Text size="2">{tournament.description}</Text>}
            <Flex gap="2" align="center" wrap="wrap" mt="2">
              {canBuy && (
                <Button
                  size="2"
                  variant={state === 'booked' ? 'solid' : 'soft'}
                  aria-pressed={state === 'booked'}
                  onClick={() => selection.sendTournament(tournament, { type: 'BOOK' })}
                >
                  Book Now
                </Button>
              )}
              {canReserve && (
                <Button
                  size="2"
                  color="amber"
                  variant={state === 'reserved' ? 'solid' : 'soft'}
                  aria-pressed={state === 'reserved'}
                  onClick={() => selection.sendTournament(tournament, { type: 'RESERVE' })}
                >
                  Reserve
                </Button>
              )}
              {state !== 'none' && (
                <Badge size="2" color={state === 'booked' ? 'jade' : 'amber'} highContrast role="status">
                  {selectionLabels[state]}
                </Badge>
              )}
            </Flex>
            {soldOutAction && seatsSoldOut(tournament) && soldOutAction(tournament)}
          </Flex>
        </Flex>
      </article>
    </Card>
  );
}

const TOURNAMENTS_WORDS: ListWords = {
  loading: 'Loading tournaments...',
  failed: 'Failed to fetch tournaments',
  none: 'No tournaments are scheduled for this festival yet.',
};

/** Section 2: the festival's tournaments, each booked (paid seat), reserved (pay at venue) or neither. */
export function TournamentSection({ tournaments, selection, soldOutAction }: TournamentSectionProps) {
  return (
    <PackageSection headingId="tournaments-heading" title="2. Tournaments" query={tournaments} words={TOURNAMENTS_WORDS}>
      {(tournament) => <TournamentRow tournament={tournament} selection={selection} soldOutAction={soldOutAction} />}
    </PackageSection>
  );
}

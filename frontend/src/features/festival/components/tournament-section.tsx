import { Badge, Flex, Heading, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { formatBuyIn, formatDate, seatStanding, stockText, useLowStockThreshold } from '../../catalogue';
import type { Tournament } from '../../catalogue';
import type { ChoosableWhenSoldOut, OnSaleFrom, SoldOutAction } from '../sold-out-action';
import { selectionLabels } from '../machines/tournament-selection.machine';
import { ChoiceToggle } from './choice-toggle';
import { PackageItemCard } from './package-item-card';
import { PackageSection, type ListQuery, type ListWords } from './package-section';
import type { FestivalSelection } from '../use-festival-selection';

interface TournamentSectionProps {
  tournaments: ListQuery<Tournament>;
  selection: FestivalSelection;
  soldOutAction?: SoldOutAction;
  choosableWhenSoldOut?: ChoosableWhenSoldOut;
  onSaleFrom?: OnSaleFrom;
}

/** Seats as the festival page shows them: nothing when unknown, 'Contact us' for 0. */
export function seatsText(seats: number | null | undefined): string | null {
  if (seats === null || seats === undefined) return null;
  return seats === 0 ? 'Contact us' : `${seats} seats`;
}

interface TournamentRowProps {
  tournament: Tournament;
  selection: FestivalSelection;
  threshold: number;
  soldOutAction?: SoldOutAction;
  choosableWhenSoldOut?: ChoosableWhenSoldOut;
  onSaleFrom?: OnSaleFrom;
}

function TournamentRow({ tournament, selection, threshold, soldOutAction, choosableWhenSoldOut, onSaleFrom }: TournamentRowProps) {
  const state = selection.selectionOf(tournament);
  const seats = seatsText(tournament.availableSeats);
  const standing = seatStanding(tournament, threshold);
  const stock = stockText(standing);
  const soldOut = standing.kind === 'sold-out';
  const stockId = useId();
  const saleId = useId();
  const notOnSaleYet = onSaleFrom?.(tournament.salesOpenAt) ?? null;
  // a sold-out seat, or one not on sale yet, cannot be taken; one chosen before can still be let go
  const item = { kind: 'tournament', id: tournament.id, name: tournament.title, festivalId: tournament.productId } as const;
  const locked = state === 'none' && ((soldOut && !choosableWhenSoldOut?.(item)) || notOnSaleYet !== null);
  const describedBy = [notOnSaleYet && saleId, stock && stockId].filter(Boolean).join(' ') || undefined;
  const canBuy = tournament.canBePurchased !== false;
  const canReserve = tournament.canBeReserved === true;
  // Book Now and Reserve are two answers to one question, each its own toggle: pressing one replaces the other
  const choice = (chosen: 'booked' | 'reserved', type: 'BOOK' | 'RESERVE') => ({
    pressed: state === chosen,
    disabled: locked,
    describedBy,
    onClick: () => selection.sendTournament(tournament, { type }),
  });
  return (
    <PackageItemCard
      className="tournament-row"
      label={tournament.title}
      selected={state === 'none' ? undefined : state}
      actions={
        <>
          {canBuy && <ChoiceToggle idle="Book Now" chosen={selectionLabels.booked} {...choice('booked', 'BOOK')} />}
          {canReserve && <ChoiceToggle idle="Reserve" chosen={selectionLabels.reserved} color="amber" {...choice('reserved', 'RESERVE')} />}
          {soldOut && soldOutAction?.(item)}
        </>
      }
    >
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
      {notOnSaleYet && (
        <Badge id={saleId} color="blue" highContrast style={{ alignSelf: 'flex-start', whiteSpace: 'normal' }}>
          {notOnSaleYet}
        </Badge>
      )}
      {stock && (
        <Badge id={stockId} color={soldOut ? 'gray' : 'amber'} highContrast style={{ alignSelf: 'flex-start' }}>
          {stock}
        </Badge>
      )}
    </PackageItemCard>
  );
}

const TOURNAMENTS_WORDS: ListWords = {
  loading: 'Loading tournaments...',
  failed: 'Failed to fetch tournaments',
  none: 'No tournaments are scheduled for this festival yet.',
};

/** Section 2: the festival's tournaments, each booked (paid seat), reserved (pay at venue) or neither. */
export function TournamentSection({ tournaments, selection, soldOutAction, choosableWhenSoldOut, onSaleFrom }: TournamentSectionProps) {
  const threshold = useLowStockThreshold();
  return (
    <PackageSection headingId="tournaments-heading" title="2. Tournaments" query={tournaments} words={TOURNAMENTS_WORDS}>
      {(tournament) => (
        <TournamentRow
          tournament={tournament}
          selection={selection}
          threshold={threshold}
          soldOutAction={soldOutAction}
          choosableWhenSoldOut={choosableWhenSoldOut}
          onSaleFrom={onSaleFrom}
        />
      )}
    </PackageSection>
  );
}

import { Flex, Heading, Separator, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { formatBuyIn, formatDate, formatMoney } from '../../catalogue/format';
import type { BookingDraft } from '../booking-draft';

export function SummaryRow({ label, amount, muted }: { label: ReactNode; amount: ReactNode; muted?: boolean }) {
  return (
    <div className="booking-summary-row">
      <Text size="2" color={muted ? 'gray' : undefined}>
        {label}
      </Text>
      <Text size="2" weight="medium" className="booking-summary-amount" color={muted ? 'gray' : undefined}>
        {amount}
      </Text>
    </div>
  );
}

/** A titled group of summary rows (accommodation, tournaments, extras). */
export function SummaryGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex direction="column" gap="1">
      <Heading as="h3" size="2" color="gray">
        {title}
      </Heading>
      {children}
    </Flex>
  );
}

function AccommodationLines({ room }: { room: NonNullable<BookingDraft['accommodation']> }) {
  return (
    <SummaryGroup title="Accommodation">
      <Text size="2" weight="medium">
        {room.hotel}
        {room.name && room.name !== room.hotel ? ` – ${room.name}` : ''}
      </Text>
      <Text size="2" color="gray">
        {formatDate(room.checkIn)} – {formatDate(room.checkOut)}
      </Text>
      <SummaryRow label={`${room.nights} ${room.nights === 1 ? 'night' : 'nights'} × ${formatMoney(room.pricePerNight)}`} amount={formatMoney(room.totalPrice)} />
    </SummaryGroup>
  );
}

/** The draft's items: room with dates, paid seats, seats paid at the venue, extras, and the total. */
export function DraftLines({ draft }: { draft: BookingDraft }) {
  const { accommodation, bookedTournaments, reservedTournaments, extras } = draft;
  const nothing = !accommodation && bookedTournaments.length + reservedTournaments.length + extras.length === 0;
  return (
    <Flex direction="column" gap="3">
      {nothing && (
        <Text size="2" color="gray">
          No rooms, seats or extras selected.
        </Text>
      )}
      {accommodation && <AccommodationLines room={accommodation} />}
      {bookedTournaments.length > 0 && (
        <SummaryGroup title="Tournaments">
          {bookedTournaments.map((tournament) => (
            <SummaryRow key={tournament.id} label={`${tournament.title} (${formatDate(tournament.date)})`} amount={formatBuyIn(tournament.buyIn)} />
          ))}
        </SummaryGroup>
      )}
      {reservedTournaments.length > 0 && (
        <SummaryGroup title="Reserved tournaments (pay at venue)">
          {reservedTournaments.map((tournament) => (
            <SummaryRow key={tournament.id} label={`${tournament.title} (${formatDate(tournament.date)})`} amount="Pay at venue" muted />
          ))}
        </SummaryGroup>
      )}
      {extras.length > 0 && (
        <SummaryGroup title="Extras">
          {extras.map((extra) => (
            <SummaryRow key={extra.id} label={`${extra.name} × ${extra.quantity}`} amount={formatMoney(extra.price * extra.quantity)} />
          ))}
        </SummaryGroup>
      )}
      <Separator size="4" />
      <Flex justify="between" align="center">
        <Text weight="bold">Total</Text>
        <Text size="5" weight="bold" data-testid="booking-total">
          {formatMoney(draft.totalBookingPrice)}
        </Text>
      </Flex>
    </Flex>
  );
}

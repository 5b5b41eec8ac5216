import { Badge, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { calendarDayOf } from '@pokerfest/domain';
import { DayField } from '../../../components/ui/day-field';
import { formatMoney, roomName, roomStanding, stockText, useLowStockThreshold, type Accommodation, type Hotel } from '../../catalogue';
import { stayLimits } from '../stay-dates';
import { ChoiceToggle } from './choice-toggle';
import { PackageItemCard } from './package-item-card';
import { PackageSection, type ListQuery, type ListWords } from './package-section';
import type { FestivalSelection } from '../use-festival-selection';
import type { ChoosableWhenSoldOut, OnSaleFrom, SoldOutAction } from '../sold-out-action';

interface HotelSectionProps {
  accommodations: ListQuery<Accommodation>;
  hotels: readonly Hotel[] | undefined;
  selection: FestivalSelection;
  soldOutAction?: SoldOutAction;
  choosableWhenSoldOut?: ChoosableWhenSoldOut;
  /** Why the player cannot go on yet ('Please select a hotel'), shown once they tried to; none before. */
  problem?: string | null;
  onSaleFrom?: OnSaleFrom;
}

/** The two date fields of the stay, in the order they are shown. */
const STAY_ENDS = [
  { end: 'checkIn', label: 'Check-in' },
  { end: 'checkOut', label: 'Check-out' },
] as const;

const ROOMS_WORDS: ListWords = { loading: 'Loading rooms...', failed: 'Failed to fetch accommodations', none: 'No rooms are offered for this festival yet.' };

const STAR_SCALE = 5;

/** The hotel's stars out of five, read out as a number. */
function Stars({ stars }: { stars: number }) {
  const filled = Math.max(0, Math.min(STAR_SCALE, Math.round(stars)));
  return (
    <Text size="2" color="amber" role="img" aria-label={`${filled} out of ${STAR_SCALE} stars`}>
      {'★'.repeat(filled) + '☆'.repeat(STAR_SCALE - filled)}
    </Text>
  );
}

interface RoomCardProps {
  room: Accommodation;
  hotel: Hotel | undefined;
  selected: boolean;
  selection: FestivalSelection;
  threshold: number;
  soldOutAction?: SoldOutAction;
  choosableWhenSoldOut?: ChoosableWhenSoldOut;
  onSaleFrom?: OnSaleFrom;
}

/** What the badge says: "Sold out", "Only N left" at the threshold, else how many rooms are left. */
function roomsText(room: Accommodation, threshold: number): string {
  return stockText(roomStanding(room, threshold)) ?? `${room.remainingRooms} rooms available`;
}

function RoomCard({ room, hotel, selected, selection, threshold, soldOutAction, choosableWhenSoldOut, onSaleFrom }: RoomCardProps) {
  const hotelName = hotel?.name ?? 'Hotel';
  const label = `${hotelName} – ${roomName(room)}`;
  const standing = roomStanding(room, threshold);
  const soldOut = standing.kind === 'sold-out';
  const stockId = useId();
  const saleId = useId();
  const notOnSaleYet = onSaleFrom?.(room.salesOpenAt) ?? null;
  // a sold-out room, or one not on sale yet, cannot be chosen; one chosen before can still be let go
  const item = { kind: 'accommodation', id: room.id, name: label, festivalId: room.festivalId } as const;
  const locked = !selected && ((soldOut && !choosableWhenSoldOut?.(item)) || notOnSaleYet !== null);
  return (
    <PackageItemCard
      className="room-card"
      label={label}
      selected={selected ? 'true' : undefined}
      actions={
        <>
          <ChoiceToggle
            idle="Select Room"
            chosen="Selected"
            itemName={label}
            pressed={selected}
            disabled={locked}
            describedBy={notOnSaleYet ? `${saleId} ${stockId}` : stockId}
            onClick={() => selection.toggleRoom(room)}
          />
          {soldOut && soldOutAction?.(item)}
        </>
      }
    >
      <Flex justify="between" align="baseline" gap="2" wrap="wrap">
        <Heading as="h3" size="3">
          {hotelName}
        </Heading>
        {hotel?.stars ? <Stars stars={hotel.stars} /> : null}
      </Flex>
      <Text size="2" weight="medium">
        {roomName(room)}
      </Text>
      {notOnSaleYet && (
        <Badge id={saleId} color="blue" highContrast style={{ alignSelf: 'flex-start', whiteSpace: 'normal' }}>
          {notOnSaleYet}
        </Badge>
      )}
      {room.description && (
        <Text size="2" color="gray">
          {room.description}
        </Text>
      )}
      <Flex justify="between" align="center" wrap="wrap" gap="2" mt="2">
        <Text size="3" weight="bold">
          {formatMoney(room.pricePerNight, room.currency)}
          <Text size="1" weight="regular" color="gray">
            {' '}
            per night
          </Text>
        </Text>
        <Badge id={stockId} color={soldOut ? 'gray' : standing.kind === 'low' ? 'amber' : 'jade'} highContrast={standing.kind !== 'plenty'}>
          {roomsText(room, threshold)}
        </Badge>
      </Flex>
    </PackageItemCard>
  );
}

/** Section 1: the stay dates and the festival's rooms; at most one room is chosen. */
export function HotelSection({ accommodations, hotels, selection, soldOutAction, choosableWhenSoldOut, problem, onSaleFrom }: HotelSectionProps) {
  const { stay } = selection;
  const threshold = useLowStockThreshold();
  const limits = stayLimits(selection.window, stay.checkIn);
  const stayDates = (
    <>
      {/* present from the start where a problem can come, so that a screen reader hears it when it does */}
      {problem !== undefined && (
        <Text as="p" color="red" weight="medium" role="alert" mb={problem ? '3' : '0'}>
          {problem}
        </Text>
      )}
      <Grid columns={{ initial: '1', sm: '3' }} gap="3" align="end" mb="4">
        {STAY_ENDS.map(({ end, label }) => (
          // the browser writes a date input's day in its own language (06/04/2027 on an American
          // one): the line under it says the day as the shop writes it
          <DayField
            key={end}
            label={label}
            day={calendarDayOf(stay[end])}
            value={calendarDayOf(stay[end])}
            min={limits[end].min}
            max={limits[end].max}
            onChange={(event) => selection.changeStay(end, event.target.value)}
          />
        ))}
        <Text size="3" weight="medium" data-testid="stay-nights" mb="2">
          {stay.nights} {stay.nights === 1 ? 'night' : 'nights'}
        </Text>
      </Grid>
    </>
  );
  return (
    <PackageSection headingId="hotel-heading" title="1. Hotel and dates" lead={stayDates} query={accommodations} words={ROOMS_WORDS} twoColumns>
      {(room) => (
        <RoomCard
          room={room}
          hotel={hotels?.find((hotel) => hotel.id === room.hotelId)}
          selected={selection.selectedRoomId === room.id}
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

import { Badge, Box, Button, Card, Checkbox, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { formatMoney, roomName, type Accommodation, type Hotel } from '../../catalogue';
import { toDateInputValue } from '../../../lib/calendar-day';
import { stayLimits } from '../stay-dates';
import { PackageSection, type ListQuery, type ListWords } from './package-section';
import type { FestivalSelection } from '../use-festival-selection';

interface HotelSectionProps {
  accommodations: ListQuery<Accommodation>;
  hotels: readonly Hotel[] | undefined;
  selection: FestivalSelection;
  /** What a sold-out room offers instead (the waiting list's Notify me). LEAD: stock-ui's slot of the same name wins the merge. */
  soldOutAction?: (room: Accommodation) => ReactNode;
}

/** Rooms left to sell: the catalogue's remaining stock once it carries it (issue 19), else the capacity. LEAD: use stock-ui's check. */
function roomsLeft(room: Accommodation): number {
  return 'remainingRooms' in room && typeof room.remainingRooms === 'number' ? room.remainingRooms : room.availableRooms;
}

/** The two date fields of the stay, in the order they are shown. */
const STAY_ENDS = [
  { end: 'checkIn', label: 'Check-in' },
  { end: 'checkOut', label: 'Check-out' },
] as const;

const ROOMS_WORDS: ListWords = { loading: 'Loading rooms...', failed: 'Failed to fetch accommodations', none: 'No rooms are offered for this festival yet.' };

interface RoomCardProps {
  room: Accommodation;
  hotelName: string;
  selected: boolean;
  selection: FestivalSelection;
  soldOutAction?: (room: Accommodation) => ReactNode;
}

function RoomCard({ room, hotelName, selected, selection, soldOutAction }: RoomCardProps) {
  const label = `${hotelName} – ${roomName(room)}`;
  return (
    <Card asChild className="room-card" data-selected={selected ? 'true' : undefined}>
      <article aria-label={label}>
        <Flex gap="3" align="start">
          <Checkbox size="3" mt="1" checked={selected} onCheckedChange={() => selection.toggleRoom(room)} aria-label={`Select ${label}`} />
          <Flex direction="column" gap="1" flexGrow="1">
            <Heading as="h3" size="3">
              {hotelName}
            </Heading>
            <Text size="2" weight="medium">
              {roomName(room)}
            </Text>
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
              <Badge color={room.availableRooms > 0 ? 'jade' : 'gray'}>
                {room.availableRooms > 0 ? `${room.availableRooms} rooms available` : 'Sold out'}
              </Badge>
            </Flex>
            <Box mt="2">
              {selected ? (
                <Badge size="2" color="jade" variant="solid" highContrast>
                  Selected
                </Badge>
              ) : (
                <Button size="2" variant="soft" onClick={() => selection.selectRoom(room)} aria-label={`Select Room: ${label}`}>
                  Select Room
                </Button>
              )}
            </Box>
            {soldOutAction && roomsLeft(room) <= 0 && <Box mt="2">{soldOutAction(room)}</Box>}
          </Flex>
        </Flex>
      </article>
    </Card>
  );
}

/** Section 1: the stay dates and the festival's rooms; at most one room is chosen. */
export function HotelSection({ accommodations, hotels, selection, soldOutAction }: HotelSectionProps) {
  const { stay } = selection;
  const limits = stayLimits(selection.window, stay.checkIn);
  const stayDates = (
    <Grid columns={{ initial: '1', sm: '3' }} gap="3" align="end" mb="4">
      {STAY_ENDS.map(({ end, label }) => (
        <FormField
          key={end}
          label={label}
          type="date"
          value={toDateInputValue(stay[end])}
          min={limits[end].min}
          max={limits[end].max}
          onChange={(event) => selection.changeStay(end, event.target.value)}
        />
      ))}
      <Text size="3" weight="medium" data-testid="stay-nights" mb="2">
        {stay.nights} {stay.nights === 1 ? 'night' : 'nights'}
      </Text>
    </Grid>
  );
  return (
    <PackageSection headingId="hotel-heading" title="1. Hotel and dates" lead={stayDates} query={accommodations} words={ROOMS_WORDS} twoColumns>
      {(room) => (
        <RoomCard
          room={room}
          hotelName={hotels?.find((hotel) => hotel.id === room.hotelId)?.name ?? 'Hotel'}
          selected={selection.selectedRoomId === room.id}
          selection={selection}
          soldOutAction={soldOutAction}
        />
      )}
    </PackageSection>
  );
}

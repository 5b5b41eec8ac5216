import { Badge, Box, Button, Card, Checkbox, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { FormField } from '../../../components/ui/form-field';
import { formatMoney, roomName, type Accommodation, type Hotel } from '../../catalogue';
import { toDateInputValue } from '../../../lib/calendar-day';
import { stayLimits } from '../stay-dates';
import type { FestivalSelection } from '../use-festival-selection';

interface HotelSectionProps {
  accommodations: readonly Accommodation[] | undefined;
  hotels: readonly Hotel[] | undefined;
  isLoading: boolean;
  isError: boolean;
  selection: FestivalSelection;
}

function RoomCard({ room, hotelName, selected, selection }: { room: Accommodation; hotelName: string; selected: boolean; selection: FestivalSelection }) {
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
          </Flex>
        </Flex>
      </article>
    </Card>
  );
}

/** Section 1: the stay dates and the festival's rooms; at most one room is chosen. */
export function HotelSection({ accommodations, hotels, isLoading, isError, selection }: HotelSectionProps) {
  const { stay } = selection;
  const limits = stayLimits(selection.window, stay.checkIn);
  return (
    <section aria-labelledby="hotel-heading" className="package-section">
      <Heading as="h2" size="5" id="hotel-heading" mb="3">
        1. Hotel and dates
      </Heading>
      <Grid columns={{ initial: '1', sm: '3' }} gap="3" align="end" mb="4">
        <FormField
          label="Check-in"
          type="date"
          value={toDateInputValue(stay.checkIn)}
          min={limits.checkIn.min}
          max={limits.checkIn.max}
          onChange={(event) => selection.changeStay('checkIn', event.target.value)}
        />
        <FormField
          label="Check-out"
          type="date"
          value={toDateInputValue(stay.checkOut)}
          min={limits.checkOut.min}
          max={limits.checkOut.max}
          onChange={(event) => selection.changeStay('checkOut', event.target.value)}
        />
        <Text size="3" weight="medium" data-testid="stay-nights" mb="2">
          {stay.nights} {stay.nights === 1 ? 'night' : 'nights'}
        </Text>
      </Grid>
      {isLoading ? (
        <Text color="gray">Loading rooms...</Text>
      ) : isError ? (
        <Text color="red">Failed to fetch accommodations</Text>
      ) : !accommodations?.length ? (
        <Text color="gray">No rooms are offered for this festival yet.</Text>
      ) : (
        <Grid columns={{ initial: '1', md: '2' }} gap="3">
          {accommodations.map((room) => (
            <RoomCard
              key={room.id}
              room={room}
              hotelName={hotels?.find((hotel) => hotel.id === room.hotelId)?.name ?? 'Hotel'}
              selected={selection.selectedRoomId === room.id}
              selection={selection}
            />
          ))}
        </Grid>
      )}
    </section>
  );
}

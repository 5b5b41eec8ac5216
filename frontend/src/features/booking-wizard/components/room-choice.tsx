import { Flex, Heading, RadioCards, Text } from '@radix-ui/themes';
import { formatMoney, roomStanding, stockText, useLowStockThreshold } from '../../catalogue';
import { roomName, type Accommodation } from '../../catalogue';
import { hotelOf, isBookableRoom, type WizardCatalogue } from '../wizard-package';

const STAR_SCALE = 5;

function Stars({ stars }: { stars: number }) {
  const filled = Math.max(0, Math.min(STAR_SCALE, Math.round(stars)));
  return (
    <Text size="2" color="amber" role="img" aria-label={`${filled} out of ${STAR_SCALE} stars`}>
      {'★'.repeat(filled) + '☆'.repeat(STAR_SCALE - filled)}
    </Text>
  );
}

function RoomCard({ catalogue, room, threshold }: { catalogue: WizardCatalogue; room: Accommodation; threshold: number }) {
  const hotel = hotelOf(catalogue, room);
  const bookable = isBookableRoom(room);
  const stock = bookable ? stockText(roomStanding(room, threshold)) : 'Sold out';
  return (
    <RadioCards.Item value={String(room.id)} disabled={!bookable} style={{ alignItems: 'flex-start' }}>
      <Flex direction="column" gap="1" width="100%">
        <Flex justify="between" gap="2" wrap="wrap">
          <Text weight="bold">{hotel?.name ?? 'Hotel'}</Text>
          <Stars stars={hotel?.stars ?? 0} />
        </Flex>
        <Text size="2" weight="medium">
          {roomName(room)}
        </Text>
        <Text size="2">
          <Text weight="bold">{formatMoney(room.pricePerNight, room.currency)}</Text> per night
        </Text>
        {room.description && (
          <Text size="2" color="gray">
            {room.description}
          </Text>
        )}
        {stock && (
          <Text size="2" color={bookable ? 'amber' : 'red'} weight="medium">
            {stock}
          </Text>
        )}
      </Flex>
    </RadioCards.Item>
  );
}

interface RoomChoiceProps {
  catalogue: WizardCatalogue;
  roomId: number | null;
  onChoose: (roomId: number) => void;
}

/** The festival's rooms as radio cards: one hotel room per package. */
export function RoomChoice({ catalogue, roomId, onChoose }: RoomChoiceProps) {
  const threshold = useLowStockThreshold();
  return (
    <section aria-labelledby="wizard-hotel-heading">
      <Heading as="h2" size="5" id="wizard-hotel-heading" mb="3">
        Choose your hotel
      </Heading>
      {catalogue.rooms.length === 0 ? (
        <Text color="gray">No rooms are offered for this festival yet.</Text>
      ) : (
        <RadioCards.Root
          aria-labelledby="wizard-hotel-heading"
          value={roomId === null ? '' : String(roomId)}
          onValueChange={(value) => onChoose(Number(value))}
          columns={{ initial: '1', sm: '2' }}
        >
          {catalogue.rooms.map((room) => (
            <RoomCard key={room.id} catalogue={catalogue} room={room} threshold={threshold} />
          ))}
        </RadioCards.Root>
      )}
      {roomId === null && (
        <Text as="p" size="2" color="gray" mt="2">
          Please select a hotel
        </Text>
      )}
    </section>
  );
}

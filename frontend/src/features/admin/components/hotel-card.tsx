import { Box, Button, Card, Flex, Heading, Inset, Text } from '@radix-ui/themes';
import type { HotelView } from '@pokerfest/domain';
import { ImageDisplay } from '../../../components/ui/image-display';
import { adminHotels } from '../api/catalogue-resources';
import { starLine } from '../catalogue-format';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

function DeleteHotelButton({ hotel }: { hotel: HotelView }) {
  const remove = adminHotels.useRemove();
  return (
    <ConfirmDialog
      trigger={
        <Button size="1" variant="soft" color="red" loading={remove.isPending} aria-label={`Delete ${hotel.name}`}>
          Delete
        </Button>
      }
      title="Delete hotel"
      description={`Are you sure you want to delete the hotel “${hotel.name}”? This action cannot be undone.`}
      confirmLabel="Delete"
      danger
      onConfirm={() => remove.mutate({ id: hotel.id })}
    />
  );
}

/** One hotel of the admin grid: picture, name, stars, location, description and its actions. */
export function HotelCard({ hotel, onEdit }: { hotel: HotelView; onEdit: () => void }) {
  const stars = Math.max(0, Math.min(5, hotel.stars));
  return (
    <Card size="2">
      <Flex direction="column" gap="2" height="100%">
        <Inset clip="padding-box" side="top" pb="current">
          {/* the whole 3:2 photograph, as it was made: nothing of it (or of a name in it) is cropped off */}
          <Box style={{ aspectRatio: '3 / 2' }}>
            <ImageDisplay src={hotel.imageUrl} alt={hotel.name} sizes="(min-width: 1280px) 380px, (min-width: 768px) 50vw, 100vw" />
          </Box>
        </Inset>
        <Heading as="h3" size="4">
          {hotel.name}
        </Heading>
        <Text color="amber" role="img" aria-label={`${stars} out of 5 stars`}>
          {starLine(stars)}
        </Text>
        <Text size="2" color="gray">
          {hotel.location}
        </Text>
        <Text as="p" size="2" style={{ flexGrow: 1 }}>
          {hotel.description}
        </Text>
        <Flex gap="2" justify="end">
          <Button size="1" variant="soft" onClick={onEdit} aria-label={`Edit ${hotel.name}`}>
            Edit
          </Button>
          <DeleteHotelButton hotel={hotel} />
        </Flex>
      </Flex>
    </Card>
  );
}

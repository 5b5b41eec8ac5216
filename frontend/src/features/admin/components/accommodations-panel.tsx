import { Button, Flex, Text } from '@radix-ui/themes';
import type { AccommodationView, FestivalView } from '@pokerfest/domain';
import { adminHotels, festivalAccommodations } from '../api/catalogue-resources';
import { useFestivalPartList } from '../api/festival-part-list';
import { FestivalPartTable } from './festival-part-table';
import { formatMoney } from '../catalogue-format';
import { AccommodationDialog } from './accommodation-dialog';
import { PanelHeading } from './panel-heading';
import { actionsColumn } from './row-actions';
import { useEditDialog } from './use-edit-dialog';

/** The 'Accommodations' tab of an existing festival: its rooms, add, edit and delete (spec section 2). */
export function AccommodationsPanel({ festivalId, festival }: { festivalId: string; festival: FestivalView }) {
  const { query, confirmDelete } = useFestivalPartList(festivalAccommodations, festivalId, 'Are you sure you want to delete this accommodation?');
  const hotels = adminHotels.useList();
  const dialog = useEditDialog<AccommodationView>();
  const hotelName = (hotelId: number) => hotels.data?.find((hotel) => hotel.id === hotelId)?.name ?? 'Unknown Hotel';

  return (
    <Flex direction="column" gap="3">
      <PanelHeading as="h3" title="Accommodations" action={<Button onClick={dialog.add}>Add Accommodation</Button>} />
      <FestivalPartTable
        query={query}
        error="Failed to fetch accommodations"
        columns={[
          { label: 'Hotel', rowHeader: true, cell: (room) => hotelName(room.hotelId) },
          { label: 'Room Type', cell: (room) => room.roomType || room.roomDescription },
          { label: 'Price', cell: (room) => `${formatMoney(room.pricePerNight, room.currency)} / night` },
          { label: 'Availability', cell: (room) => `${room.availableRooms} rooms` },
          actionsColumn(dialog.edit, confirmDelete),
        ]}
        whenEmpty={
          <Text as="p" color="gray" align="center">
            No accommodations found for this festival.
          </Text>
        }
      />
      <AccommodationDialog {...dialog.props} festivalId={festivalId} festival={festival} />
    </Flex>
  );
}

import { Button, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { useState } from 'react';
import type { AccommodationView, FestivalView } from '@pokerfest/domain';
import { formatMoney } from '../catalogue-format';
import { adminHotels, festivalAccommodations } from '../api/catalogue-resources';
import { QueryState } from './query-state';
import { RowActions } from './row-actions';
import { AccommodationDialog } from './accommodation-dialog';

interface Editing {
  open: boolean;
  room?: AccommodationView;
}

/** The 'Accommodations' tab of an existing festival: its rooms, add, edit and delete (spec section 2). */
export function AccommodationsPanel({ festivalId, festival }: { festivalId: string; festival: FestivalView }) {
  const rooms = festivalAccommodations.useList(festivalId);
  const hotels = adminHotels.useList();
  const remove = festivalAccommodations.useRemove();
  const [editing, setEditing] = useState<Editing>({ open: false });
  const hotelName = (hotelId: number) => hotels.data?.find((hotel) => hotel.id === hotelId)?.name ?? 'Unknown Hotel';
  const confirmDelete = (room: AccommodationView) => {
    if (window.confirm('Are you sure you want to delete this accommodation?')) remove.mutate({ id: room.id, festivalId });
  };
  const list = rooms.data ?? [];

  return (
    <Flex direction="column" gap="3">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h3" size="4">
          Accommodations
        </Heading>
        <Button onClick={() => setEditing({ open: true })}>Add Accommodation</Button>
      </Flex>
      <QueryState query={rooms} error="Failed to fetch accommodations">
        {list.length === 0 ? (
          <Text as="p" color="gray" align="center">
            No accommodations found for this festival.
          </Text>
        ) : (
          <Table.Root variant="surface">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Hotel</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Room Type</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Price</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Availability</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">Actions</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.map((room) => (
                <Table.Row key={room.id} align="center">
                  <Table.RowHeaderCell>{hotelName(room.hotelId)}</Table.RowHeaderCell>
                  <Table.Cell>{room.roomType || room.roomDescription}</Table.Cell>
                  <Table.Cell>{formatMoney(room.pricePerNight, room.currency)} / night</Table.Cell>
                  <Table.Cell>{room.availableRooms} rooms</Table.Cell>
                  <Table.Cell justify="end">
                    <RowActions onEdit={() => setEditing({ open: true, room })} onDelete={() => confirmDelete(room)} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </QueryState>
      <AccommodationDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
        festivalId={festivalId}
        festival={festival}
        room={editing.room}
      />
    </Flex>
  );
}

import { Button, Grid, Text } from '@radix-ui/themes';
import type { HotelView } from '@pokerfest/domain';
import { adminHotels } from '../api/catalogue-resources';
import { PanelHeading } from './panel-heading';
import { QueryState } from './query-state';
import { HotelCard } from './hotel-card';
import { HotelDialog } from './hotel-dialog';
import { useEditDialog } from './use-edit-dialog';
import { AdminTab } from './admin-tab';

/** Admin Hotels tab: a card grid with edit and delete, and the add/edit dialog (spec section 2). */
export function HotelsTab() {
  const hotels = adminHotels.useList();
  const dialog = useEditDialog<HotelView>();
  const all = hotels.data ?? [];

  return (
    <AdminTab dialog={<HotelDialog {...dialog.props} />}>
      <PanelHeading as="h2" title="Hotel Management" action={<Button onClick={dialog.add}>Add Hotel</Button>} />
      <QueryState query={hotels} error="Failed to fetch hotels">
        {all.length === 0 ? (
          <Text as="p" color="gray" align="center">
            No hotels found
          </Text>
        ) : (
          <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="4">
            {all.map((hotel) => (
              <HotelCard key={hotel.id} hotel={hotel} onEdit={() => dialog.edit(hotel)} />
            ))}
          </Grid>
        )}
      </QueryState>
    </AdminTab>
  );
}

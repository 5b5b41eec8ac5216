import { Button, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useState } from 'react';
import type { HotelView } from '@pokerfest/domain';
import { adminHotels } from '../api/catalogue-resources';
import { QueryState } from './query-state';
import { HotelCard } from './hotel-card';
import { HotelDialog } from './hotel-dialog';

/** The dialog keeps its hotel while it closes, so its title does not flip during the animation. */
interface Editing {
  open: boolean;
  hotel?: HotelView;
}

/** Admin Hotels tab: a card grid with edit and delete, and the add/edit dialog (spec section 2). */
export function HotelsTab() {
  const hotels = adminHotels.useList();
  const [editing, setEditing] = useState<Editing>({ open: false });
  const all = hotels.data ?? [];

  return (
    <Card size="3">
      <Flex direction="column" gap="4">
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="5">
            Hotel Management
          </Heading>
          <Button onClick={() => setEditing({ open: true })}>Add Hotel</Button>
        </Flex>
        <QueryState query={hotels} error="Failed to fetch hotels">
          {all.length === 0 ? (
            <Text as="p" color="gray" align="center">
              No hotels found
            </Text>
          ) : (
            <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="4">
              {all.map((hotel) => (
                <HotelCard key={hotel.id} hotel={hotel} onEdit={() => setEditing({ open: true, hotel })} />
              ))}
            </Grid>
          )}
        </QueryState>
      </Flex>
      <HotelDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
        hotel={editing.hotel}
      />
    </Card>
  );
}

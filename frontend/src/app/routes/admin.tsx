import { Box, Card, Container, Heading, Tabs, Text } from '@radix-ui/themes';
import { CasinosTab } from '../../features/admin/components/casinos-tab';
import { FestivalsTab } from '../../features/admin/components/festivals-tab';
import { HotelsTab } from '../../features/admin/components/hotels-tab';
import { LoyaltyTab } from '../../features/admin/components/loyalty-tab';
import { OrdersTab } from '../../features/admin/components/orders-tab';
import { OverviewTab } from '../../features/admin/components/overview-tab';
import { UsersTab } from '../../features/admin/components/users-tab';

function PlaceholderPanel({ text }: { text: string }) {
  return (
    <Card size="3">
      <Text as="p" color="gray">
        {text}
      </Text>
    </Card>
  );
}

/** The admin dashboard (spec section 2); only admins reach it. */
export function AdminRoute() {
  return (
    <Container size="4" px="4" py="6">
      <Heading as="h1" size="7" mb="5">
        Admin Dashboard
      </Heading>
      <Tabs.Root defaultValue="overview">
        <Tabs.List aria-label="Admin sections" wrap="wrap">
          <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
          <Tabs.Trigger value="users">Users</Tabs.Trigger>
          <Tabs.Trigger value="casinos">Casinos</Tabs.Trigger>
          <Tabs.Trigger value="hotels">Hotels</Tabs.Trigger>
          <Tabs.Trigger value="festivals">Festivals</Tabs.Trigger>
          <Tabs.Trigger value="orders">Orders</Tabs.Trigger>
          <Tabs.Trigger value="loyalty">Loyalty</Tabs.Trigger>
          <Tabs.Trigger value="settings">Settings</Tabs.Trigger>
        </Tabs.List>
        <Box pt="4">
          <Tabs.Content value="overview">
            <OverviewTab />
          </Tabs.Content>
          <Tabs.Content value="users">
            <UsersTab />
          </Tabs.Content>
          <Tabs.Content value="casinos">
            <CasinosTab />
          </Tabs.Content>
          <Tabs.Content value="hotels">
            <HotelsTab />
          </Tabs.Content>
          <Tabs.Content value="festivals">
            <FestivalsTab />
          </Tabs.Content>
          <Tabs.Content value="orders">
            <OrdersTab />
          </Tabs.Content>
          <Tabs.Content value="loyalty">
            <LoyaltyTab />
          </Tabs.Content>
          <Tabs.Content value="settings">
            <PlaceholderPanel text="Settings coming in Phase 3" />
          </Tabs.Content>
        </Box>
      </Tabs.Root>
    </Container>
  );
}

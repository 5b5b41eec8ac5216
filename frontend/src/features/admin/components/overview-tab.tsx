import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useAdminStat } from '../api/get-admin-stats';
import { useAdminUsers } from '../api/get-admin-users';

/** Revenue arrives in cents and shows in euros with two decimals; 0.00 when unknown. */
export function revenueInEuros(cents: number | undefined): string {
  return ((cents ?? 0) / 100).toFixed(2);
}

function StatCard({ title, value, note }: { title: string; value: string; note: string }) {
  return (
    <Card size="3">
      <Flex direction="column" gap="1">
        <Text size="2" color="gray" weight="medium">
          {title}
        </Text>
        <Text size="7" weight="bold">
          {value}
        </Text>
        <Text size="1" color="gray">
          {note}
        </Text>
      </Flex>
    </Card>
  );
}

/** Admin Overview: the four figures and a quick-actions placeholder. */
export function OverviewTab() {
  const users = useAdminUsers();
  const festivals = useAdminStat('festivalsCount');
  const orders = useAdminStat('ordersCount');
  const revenue = useAdminStat('revenueTotal');

  return (
    <Flex direction="column" gap="5">
      <Grid columns={{ initial: '1', sm: '2', lg: '4' }} gap="4">
        <StatCard title="Total Users" value={String(users.data?.length ?? 0)} note="Registered accounts" />
        <StatCard title="Festivals" value={String(festivals ?? 0)} note="Active festivals" />
        <StatCard title="Orders" value={String(orders ?? 0)} note="Total bookings" />
        <StatCard title="Revenue" value={`€${revenueInEuros(revenue)}`} note="Confirmed payments" />
      </Grid>
      <Card size="3">
        <Heading as="h2" size="4" mb="2">
          Quick Actions
        </Heading>
        <Text as="p" color="gray">
          Shortcuts for common admin tasks will appear here. Use the tabs above to manage users, casinos, hotels and festivals.
        </Text>
      </Card>
    </Flex>
  );
}

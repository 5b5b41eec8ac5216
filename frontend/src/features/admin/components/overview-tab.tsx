import { Card, Flex, Grid, Skeleton, Text } from '@radix-ui/themes';
import { useAdminStat, type StatName } from '../api/admin-reads';
import { countText, revenueInEuros } from '../overview-figures';
import { QuickActions } from './quick-actions';

interface FigureCardProps {
  title: string;
  stat: StatName;
  note: string;
  show: (value: number | undefined) => string;
}

/** One figure: a placeholder while it loads, then the number (0 when the server could not give it). */
function FigureCard({ title, stat, note, show }: FigureCardProps) {
  const figure = useAdminStat(stat);
  return (
    <Card size="3" asChild>
      <section aria-label={title} aria-busy={figure.isLoading}>
        <Flex direction="column" gap="1">
          <Text size="2" color="gray" weight="medium">
            {title}
          </Text>
          <Skeleton loading={figure.isLoading}>
            <Text size="7" weight="bold" data-testid={`overview-${stat}`}>
              {show(figure.value)}
            </Text>
          </Skeleton>
          <Text size="1" color={figure.isError ? 'red' : 'gray'}>
            {figure.isError ? 'Could not load this figure' : note}
          </Text>
        </Flex>
      </section>
    </Card>
  );
}

/** Admin Overview: the four figures from the stats calls and the quick actions. */
export function OverviewTab({ onOpenOrders }: { onOpenOrders: () => void }) {
  return (
    <Flex direction="column" gap="5">
      <Grid columns={{ initial: '1', sm: '2', lg: '4' }} gap="4">
        <FigureCard title="Total Users" stat="usersCount" note="Registered accounts" show={countText} />
        <FigureCard title="Festivals" stat="festivalsCount" note="Active festivals" show={countText} />
        <FigureCard title="Orders" stat="ordersCount" note="Total bookings" show={countText} />
        <FigureCard title="Revenue" stat="revenueTotal" note="Confirmed payments" show={revenueInEuros} />
      </Grid>
      <QuickActions onOpenOrders={onOpenOrders} />
    </Flex>
  );
}

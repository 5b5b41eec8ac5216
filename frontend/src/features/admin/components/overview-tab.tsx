import { Card, Flex, Grid, Skeleton, Text } from '@radix-ui/themes';
import { useAdminStat, useOutstandingBalances, type StatName } from '../api/admin-reads';
import { countText, outstandingFigure, revenueInEuros } from '../overview-figures';
import { QuickActions } from './quick-actions';

interface FigureFrameProps {
  title: string;
  /** Names the figure for the browser tests: 'overview-{name}'. */
  name: string;
  value: string;
  note: string;
  isLoading: boolean;
  isError: boolean;
}

/** One figure: a placeholder while it loads, then the number (0 when the server could not give it). */
function FigureFrame({ title, name, value, note, isLoading, isError }: FigureFrameProps) {
  return (
    <Card size="3" asChild>
      <section aria-label={title} aria-busy={isLoading}>
        <Flex direction="column" gap="1">
          <Text size="2" color="gray" weight="medium">
            {title}
          </Text>
          <Skeleton loading={isLoading}>
            <Text size="7" weight="bold" data-testid={`overview-${name}`}>
              {value}
            </Text>
          </Skeleton>
          <Text size="1" color={isError ? 'red' : 'gray'} data-testid={`overview-${name}-note`}>
            {isError ? 'Could not load this figure' : note}
          </Text>
        </Flex>
      </section>
    </Card>
  );
}

interface FigureCardProps {
  title: string;
  stat: StatName;
  note: string;
  show: (value: number | undefined) => string;
}

/** A figure the server gives as a bare number. */
function FigureCard({ title, stat, note, show }: FigureCardProps) {
  const figure = useAdminStat(stat);
  return <FigureFrame title={title} name={stat} value={show(figure.value)} note={note} isLoading={figure.isLoading} isError={figure.isError} />;
}

/** What bookings paid in parts still owe: the sum, and in its note how many bookings owe it. */
function OutstandingBalancesCard() {
  const balances = useOutstandingBalances();
  const figure = outstandingFigure(balances.data);
  return <FigureFrame title="Outstanding balances" name="outstandingBalances" value={figure.amount} note={figure.note} isLoading={balances.isLoading} isError={balances.isError} />;
}

/** Admin Overview: the figures from the stats calls and the quick actions. */
export function OverviewTab({ onOpenOrders }: { onOpenOrders: () => void }) {
  return (
    <Flex direction="column" gap="5">
      <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="4">
        <FigureCard title="Total Users" stat="usersCount" note="Registered accounts" show={countText} />
        <FigureCard title="Festivals" stat="festivalsCount" note="Active festivals" show={countText} />
        <FigureCard title="Orders" stat="ordersCount" note="Total bookings" show={countText} />
        <FigureCard title="Revenue" stat="revenueTotal" note="Confirmed payments" show={revenueInEuros} />
        <OutstandingBalancesCard />
      </Grid>
      <QuickActions onOpenOrders={onOpenOrders} />
    </Flex>
  );
}

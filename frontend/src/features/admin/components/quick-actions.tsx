import { Badge, Button, Card, Flex, Grid, Heading, Skeleton, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { FestivalView } from '@pokerfest/domain';
import { usePendingWork } from '../api/admin-reads';
import { overdueTimersFigure, pendingRefundsFigure, type ShortcutFigure } from '../pending-work-words';
import { FestivalDialog } from './festival-dialog';
import { useEditDialog } from './use-edit-dialog';

interface ShortcutProps {
  title: string;
  /** The figure and what it means; none for a shortcut that is only an action. */
  figure?: { loading: boolean; failed: boolean; shown?: ShortcutFigure };
  description?: string;
  action: ReactNode;
}

function Shortcut({ title, figure, description, action }: ShortcutProps) {
  const shown = figure?.shown;
  return (
    <Card size="2" asChild>
      <section aria-label={title}>
        <Flex direction="column" gap="2" height="100%">
          <Flex justify="between" align="center" gap="2" wrap="wrap">
            <Heading as="h3" size="3">
              {title}
            </Heading>
            {shown?.needsAttention && <Badge color="amber">Needs a look</Badge>}
          </Flex>
          {figure && (
            <Skeleton loading={figure.loading}>
              <Text size="5" weight="bold" data-testid={`shortcut-${title}`}>
                {shown?.value ?? '–'}
              </Text>
            </Skeleton>
          )}
          <Text size="2" color={figure?.failed ? 'red' : 'gray'}>
            {figure?.failed ? 'Could not load this figure' : (shown?.note ?? description)}
          </Text>
          <Flex mt="auto" pt="1">
            {action}
          </Flex>
        </Flex>
      </section>
    </Card>
  );
}

/**
 * The Overview's quick actions: a new festival (its dialog opens here), the refunds not yet made
 * (to the Orders tab, where cancelled bookings show their refunds), and timed work that is late or
 * parked, from GET /api/admin/stats/pending-work.
 */
export function QuickActions({ onOpenOrders }: { onOpenOrders: () => void }) {
  const work = usePendingWork();
  const newFestival = useEditDialog<FestivalView>();
  const figure = (words: (data: NonNullable<typeof work.data>) => ShortcutFigure) => ({
    loading: work.isLoading,
    failed: work.isError,
    shown: work.data ? words(work.data) : undefined,
  });
  return (
    <Card size="3" asChild>
      <section aria-labelledby="quick-actions-heading">
        <Heading as="h2" size="4" mb="3" id="quick-actions-heading">
          Quick Actions
        </Heading>
        <Grid columns={{ initial: '1', sm: '3' }} gap="3">
          <Shortcut
            title="New festival"
            description="Add a festival, then its rooms, tournaments and extras."
            action={<Button onClick={newFestival.add}>Add Festival</Button>}
          />
          <Shortcut
            title="Pending refunds"
            figure={figure(pendingRefundsFigure)}
            action={
              <Button variant="soft" onClick={onOpenOrders}>
                Open Orders
              </Button>
            }
          />
          <Shortcut
            title="Overdue timers"
            figure={figure(overdueTimersFigure)}
            action={
              <Button variant="soft" color="gray" onClick={() => void work.refetch()} loading={work.isFetching}>
                Check again
              </Button>
            }
          />
        </Grid>
        <FestivalDialog {...newFestival.props} />
      </section>
    </Card>
  );
}

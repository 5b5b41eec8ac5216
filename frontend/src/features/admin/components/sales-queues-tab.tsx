import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Box, Button, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { formatCount, salesQueueUpdateSchema, type SalesQueueAdminView, type SalesQueueUpdate } from '@pokerfest/domain';
import { FormField } from '../../../components/ui/form-field';
import { submitting } from '../../../lib/form-submit';
import { registerField } from '../../../lib/register-field';
import { formatDateTime } from '../../catalogue';
import { useAdminSalesQueues, useChangeSalesQueue } from '../api/sales-queues';
import { queueStateText } from '../sales-queue-admin';
import { AdminTab } from './admin-tab';
import { PanelHeading } from './panel-heading';
import { QueryState } from './query-state';

type ChangeQueue = ReturnType<typeof useChangeSalesQueue>;

/** The rate at which the queue lets people through; checked with the API's own schema. */
function RateForm({ queue, change }: { queue: SalesQueueAdminView; change: ChangeQueue }) {
  const form = useForm<SalesQueueUpdate>({ resolver: zodResolver(salesQueueUpdateSchema), defaultValues: { admissionsPerMinute: queue.admissionsPerMinute } });
  const fieldId = useId();
  const saving = change.isPending && change.variables?.id === queue.id && change.variables.change.admissionsPerMinute !== undefined;
  return (
    <form
      noValidate
      aria-label={`Rate of ${queue.festivalTitle}`}
      onSubmit={submitting(form.handleSubmit((values) => change.mutate({ id: queue.id, change: { admissionsPerMinute: values.admissionsPerMinute } })))}
    >
      <Flex gap="2" align="end" wrap="wrap">
        <Box flexGrow="1" minWidth="160px" maxWidth="240px">
          <FormField
            id={fieldId}
            label="Admissions per minute"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            {...registerField(form, 'admissionsPerMinute', { valueAsNumber: true })}
          />
        </Box>
        <Button type="submit" size="3" variant="soft" loading={saving}>
          Save rate
        </Button>
      </Flex>
    </form>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Flex direction="column">
      <Text size="1" color="gray" asChild>
        <dt>{label}</dt>
      </Text>
      <Text size="5" weight="bold" asChild>
        <dd style={{ margin: 0 }}>{formatCount(value)}</dd>
      </Text>
    </Flex>
  );
}

function QueueCard({ queue, change }: { queue: SalesQueueAdminView; change: ChangeQueue }) {
  const headingId = useId();
  const state = queueStateText(queue, Date.now());
  const switching = change.isPending && change.variables?.id === queue.id && change.variables.change.paused !== undefined;
  return (
    <Card asChild>
      <section aria-labelledby={headingId} data-testid={`sales-queue-${queue.id}`}>
        <Flex direction="column" gap="3">
          <Flex justify="between" align="start" gap="2" wrap="wrap">
            <Flex direction="column" gap="1" minWidth="0">
              <Heading as="h3" size="4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
                {queue.festivalTitle}
              </Heading>
              <Text size="2" color="gray">
                Sales open <time dateTime={queue.opensAt}>{formatDateTime(queue.opensAt)}</time>
              </Text>
            </Flex>
            <Badge size="2" color={queue.paused ? 'amber' : queue.closedAt ? 'gray' : 'jade'} highContrast data-testid="sales-queue-state">
              {state}
            </Badge>
          </Flex>
          <Grid asChild columns="3" gap="3">
            <dl style={{ margin: 0 }}>
              <Figure label="Waiting" value={queue.waiting} />
              <Figure label="Let through" value={queue.admitted} />
              <Figure label="Gone" value={queue.left} />
            </dl>
          </Grid>
          {!queue.closedAt && (
            <Flex direction="column" gap="3">
              <Box>
                <Button
                  size="3"
                  color={queue.paused ? undefined : 'amber'}
                  loading={switching}
                  onClick={() => change.mutate({ id: queue.id, change: { paused: !queue.paused } })}
                >
                  {queue.paused ? 'Resume queue' : 'Pause queue'}
                </Button>
              </Box>
              <RateForm queue={queue} change={change} />
            </Flex>
          )}
        </Flex>
      </section>
    </Card>
  );
}

/** Admin Sales Queues (issue 30): each opening's queue as it moves, paused or resumed, and the rate it lets people through at. */
export function SalesQueuesTab() {
  const queues = useAdminSalesQueues();
  const change = useChangeSalesQueue();
  return (
    <AdminTab>
      <PanelHeading as="h2" title="Sales Queues" />
      <Text as="p" size="2" color="gray">
        A queue starts when a festival&apos;s sales open at a set time (or a room type&apos;s or tournament&apos;s). These figures refresh every few seconds.
      </Text>
      <QueryState query={queues} error="Could not load the sales queues">
        {queues.data?.length === 0 ? (
          <Text as="p" color="gray">
            No sales queue yet.
          </Text>
        ) : (
          <Flex direction="column" gap="3">
            {queues.data?.map((queue) => <QueueCard key={queue.id} queue={queue} change={change} />)}
          </Flex>
        )}
      </QueryState>
    </AdminTab>
  );
}

import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { SectionCard } from '../../../components/ui/section-card';
import { appPaths } from '../../../config/paths';
import { formatDateTime } from '../../catalogue';
import { positionText, useLeaveWaitingList, useMyWaitingList, type WaitingEntryView } from '../../waiting-list';

function WaitingEntryCard({ entry, leave }: { entry: WaitingEntryView; leave: ReturnType<typeof useLeaveWaitingList> }) {
  const leaving = leave.isPending && leave.variables === entry.id;
  return (
    <Card asChild variant="surface">
      <li aria-label={entry.itemName} data-testid="waiting-entry">
        <Flex direction="column" gap="2">
          <Flex justify="between" align="start" gap="2" wrap="wrap">
            <Heading as="h3" size="3" style={{ overflowWrap: 'anywhere' }}>
              {entry.itemName}
            </Heading>
            <Badge color={entry.offer ? 'jade' : 'gray'}>{entry.offer ? 'Offer open' : 'Waiting'}</Badge>
          </Flex>
          <Text size="2" color="gray">
            {entry.festivalName}
            {entry.nights ? ` · ${entry.nights} ${entry.nights === 1 ? 'night' : 'nights'}` : ''}
          </Text>
          {entry.offer ? (
            <Text size="2" weight="medium">
              Held for you until <time dateTime={entry.offer.expiresAt}>{formatDateTime(entry.offer.expiresAt)}</time>
            </Text>
          ) : (
            <Text size="2">{positionText(entry.position)}</Text>
          )}
          <Flex gap="2" wrap="wrap">
            {entry.offer && (
              <Button asChild size="2">
                <Link to={appPaths.festivalOffer(entry.festivalId, entry.offer.id)} aria-label={`Book now: ${entry.itemName}`}>
                  Book now
                </Link>
              </Button>
            )}
            <Button size="2" variant="soft" color="gray" loading={leaving} onClick={() => leave.mutate(entry.id)} aria-label={`Leave: ${entry.itemName}`}>
              Leave
            </Button>
          </Flex>
        </Flex>
      </li>
    </Card>
  );
}

/** My Bookings' "Waiting lists": each sold-out item I wait for, my place or the offer holding it for me; nothing while I wait for none. */
export function WaitingListsSection() {
  const entries = useMyWaitingList();
  const leave = useLeaveWaitingList();
  if (!entries.data || entries.data.length === 0) return null;
  return (
    <SectionCard headingId="dashboard-waiting-lists" title="Waiting lists" size="5" stack="3">
      {leave.isError && (
        <Text as="p" size="2" color="red" role="alert">
          Could not leave the waiting list. Please try again.
        </Text>
      )}
      <Flex asChild direction="column" gap="3" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        <ul aria-label="My waiting lists">
          {entries.data.map((entry) => (
            <WaitingEntryCard key={entry.id} entry={entry} leave={leave} />
          ))}
        </ul>
      </Flex>
    </SectionCard>
  );
}

import { Flex, Separator, Text } from '@radix-ui/themes';
import type { OrderView, PendingChangeView } from '@pokerfest/domain';
import { formatDateRange, formatMoney } from '../../catalogue';
import { BookingFacts, SummaryCard } from '../../checkout';
import { bookingReference } from '../booking-reference';
import { holdEndText } from '../order-actions/order-standing';

/** The payment page's summary when the difference of a change is paid: what changes and what is due now. */
export function ChangeDueSummary({ order, change }: { order: OrderView; change: PendingChangeView }) {
  return (
    <SummaryCard title="Your booking change">
      <BookingFacts
        facts={[
          { label: 'Reference', value: bookingReference(order.id), testId: 'booking-reference' },
          { label: 'Festival', value: order.festivalName },
          { label: 'Dates', value: formatDateRange(order.festivalStartDate, order.festivalEndDate) },
        ]}
      />
      <Separator size="4" my="3" />
      <Flex direction="column" gap="2">
        {change.lines.map((line) => (
          <Flex key={`${line.kind}-${line.id}-${line.change}`} justify="between" gap="3">
            <Text size="2" style={{ overflowWrap: 'anywhere' }}>
              {line.reason}
            </Text>
            {line.dueCents > 0 && (
              <Text size="2" weight="medium" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(line.due, change.currency)}
              </Text>
            )}
          </Flex>
        ))}
        <Separator size="4" />
        <Flex justify="between" align="center">
          <Text weight="bold">To pay now</Text>
          <Text size="5" weight="bold" data-testid="change-due">
            {formatMoney(change.due, change.currency)}
          </Text>
        </Flex>
        <Text size="2" color="gray">
          The added items are held for you until <time dateTime={change.holdExpiresAt}>{holdEndText(change.holdExpiresAt)}</time>; unpaid by then, your
          booking stays as it was.
        </Text>
      </Flex>
    </SummaryCard>
  );
}

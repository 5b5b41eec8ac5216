import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import type { PendingChangeView } from '@pokerfest/domain';
import { formatMoney } from '../../catalogue';
import { completePaymentPath } from '../order-actions/order-actions';
import { holdEndText } from '../order-actions/order-standing';
import { SentenceList } from '../../../components/ui/sentence-list';

/** A change that costs more waits for its difference: what it changes, until when, and 'Pay €X'. */
export function PendingChangeNotice({ orderId, change }: { orderId: string; change: PendingChangeView }) {
  const due = formatMoney(change.due, change.currency);
  return (
    <Callout.Root color="amber" variant="surface" data-testid="pending-change">
      <Flex direction="column" gap="2">
        <Text as="p" size="2">
          <Text weight="bold">Your change is waiting for its payment of {due}.</Text> The added items are held for you until{' '}
          <time dateTime={change.holdExpiresAt}>{holdEndText(change.holdExpiresAt)}</time>; unpaid by then, the booking stays as it was.
        </Text>
        {change.lines.length > 0 && <SentenceList sentences={change.lines.map((line) => line.reason)} />}
        <Flex>
          <Button asChild size="2">
            <Link to={completePaymentPath(orderId)}>Pay {due}</Link>
          </Button>
        </Flex>
      </Flex>
    </Callout.Root>
  );
}

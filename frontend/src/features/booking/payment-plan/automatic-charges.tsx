import { Button, Flex, Text } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import type { OrderView } from '@pokerfest/domain';
import { notify } from '../../../lib/notify';
import { failureText } from '../../checkout';
import { useRefreshOrder } from '../order-actions/cancel-order';
import { stopAutomaticCharges } from './plan-calls';
import { automaticChargeLine } from './schedule-words';

const NOT_STOPPED = 'Automatic charges could not be stopped. Please try again.';

/**
 * The card the later payments are charged to, while the player's consent holds and something is
 * still due, and the way to withdraw it. Stopping leaves the schedule as it is: the player then pays
 * each payment from the booking by its due date.
 */
export function AutomaticCharges({ order }: { order: Pick<OrderView, 'id' | 'status' | 'payment'> }) {
  const line = automaticChargeLine(order);
  const refresh = useRefreshOrder(order.id);
  const stop = useMutation({
    mutationFn: () => stopAutomaticCharges(order.id),
    // the button stays busy until the booking on screen no longer says the card is charged
    onSuccess: async () => {
      await refresh();
      notify({ title: 'Automatic charges stopped', description: 'Pay each remaining payment from your booking by its due date.', tone: 'success', id: 'automatic-charges' });
    },
    // a refusal (the booking paid off or cancelled meanwhile) also means the screen is out of date
    onError: (error) => {
      notify({ title: 'Automatic charges not stopped', description: failureText(error, NOT_STOPPED), tone: 'destructive', id: 'automatic-charges' });
      void refresh();
    },
  });
  if (!line) return null;
  return (
    <Flex direction="column" gap="2" align="start" data-testid="automatic-charges">
      <Text as="p" size="2">
        {line}
      </Text>
      <Button type="button" size="2" variant="soft" color="gray" loading={stop.isPending} onClick={() => stop.mutate()}>
        Stop automatic charges
      </Button>
    </Flex>
  );
}

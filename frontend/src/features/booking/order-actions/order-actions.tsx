import { AlertDialog, Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { OrderView } from '@pokerfest/domain';
import { appPaths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useCancelOrder, useRefreshOrder } from './cancel-order';
import { closedSentences, holdEndText, type OrderStanding } from './order-standing';

/** Where 'Complete payment' goes: the payment page of this existing order. */
export function completePaymentPath(orderId: string): string {
  return `${appPaths.bookingPayment}?order_id=${encodeURIComponent(orderId)}`;
}

function CancelBooking({ order }: { order: Pick<OrderView, 'id' | 'festivalName'> }) {
  const cancel = useCancelOrder(order.id);
  return (
    <>
      <AlertDialog.Root>
        <AlertDialog.Trigger>
          <Button size="2" variant="soft" color="red" loading={cancel.isPending}>
            Cancel
          </Button>
        </AlertDialog.Trigger>
        <AlertDialog.Content maxWidth="450px">
          <AlertDialog.Title>Cancel booking?</AlertDialog.Title>
          <AlertDialog.Description size="2">
            The room and seats held for you{order.festivalName ? ` at ${order.festivalName}` : ''} are released at once, and this booking can no
            longer be paid.
          </AlertDialog.Description>
          <Flex gap="3" mt="4" justify="end" wrap="wrap">
            <AlertDialog.Cancel>
              <Button variant="soft" color="gray">
                Keep booking
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action>
              <Button color="red" highContrast onClick={() => cancel.mutate()}>
                Cancel booking
              </Button>
            </AlertDialog.Action>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
      {cancel.isError && (
        <Callout.Root color="red" role="alert" size="1" style={{ flexBasis: '100%' }}>
          <Callout.Text>Could not cancel this booking: {errorText(cancel.error)}</Callout.Text>
        </Callout.Root>
      )}
    </>
  );
}

function AwaitingPayment({ order, withStatus }: { order: Pick<OrderView, 'id' | 'festivalName' | 'holdExpiresAt'>; withStatus: boolean }) {
  const held = order.holdExpiresAt && (
    <>
      {withStatus ? 'your' : 'Your'} room and seats are held until{' '}
      <time dateTime={order.holdExpiresAt} data-testid="hold-ends">
        {holdEndText(order.holdExpiresAt)}
      </time>
      .
    </>
  );
  return (
    <Flex direction="column" gap="3">
      <Text as="p" size="2">
        {withStatus && <Text weight="bold">Awaiting payment</Text>}
        {withStatus && held && ' · '}
        {held}
      </Text>
      <Flex gap="3" wrap="wrap" align="center">
        <Button asChild size="2">
          <Link to={completePaymentPath(order.id)}>Complete payment</Link>
        </Button>
        <CancelBooking order={order} />
      </Flex>
    </Flex>
  );
}

/** When the hold ends on screen, the server's word is asked for too (it expires the order itself). */
function useRefreshWhenHoldEnds(order: Pick<OrderView, 'id' | 'status'>, standing: OrderStanding) {
  const refresh = useRefreshOrder(order.id);
  const endedOnScreen = standing === 'expired' && order.status === 'pending';
  useEffect(() => {
    if (endedOnScreen) void refresh();
  }, [endedOnScreen, refresh]);
}

/**
 * What the player can still do with an unpaid order, shared by My Bookings and the confirmation page:
 * 'Awaiting payment' with the hold's end, 'Complete payment' and 'Cancel'. A closed order gets its one
 * sentence and nothing else; a confirmed one nothing (its receipt lives elsewhere).
 */
export function OrderActions({
  order,
  standing,
  withStatus = true,
}: {
  order: Pick<OrderView, 'id' | 'status' | 'festivalName' | 'holdExpiresAt'>;
  standing: OrderStanding;
  /** Lead with the status words; off where a heading right above already says them. */
  withStatus?: boolean;
}) {
  useRefreshWhenHoldEnds(order, standing);
  switch (standing) {
    case 'awaiting-payment':
      return (
        <section aria-label="Payment" data-testid="order-actions">
          <AwaitingPayment order={order} withStatus={withStatus} />
        </section>
      );
    case 'payment-processing':
      return (
        <Text as="p" size="2" data-testid="order-actions">
          Your payment is being confirmed. This usually takes a few seconds.
        </Text>
      );
    case 'expired':
    case 'cancelled':
      return (
        <Text as="p" size="2" color="gray" data-testid="order-actions">
          {closedSentences[standing]}
        </Text>
      );
    case 'confirmed':
      return null;
  }
}

import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useState, type FormEvent } from 'react';
import type { AdminOrderView, OrderView } from '@pokerfest/domain';
import { useCancelBooking } from '../api/cancel-booking';
import { cancellationOutcome, checkCancelReason } from '../booking-cancellation';
import { TextAreaField } from '../../../components/ui/text-area-field';

interface CancelBookingFormProps {
  order: AdminOrderView;
  onCancelled: (order: OrderView) => void;
}

/**
 * 'Cancel Booking' under an order's history: a first click only opens the confirmation (what the
 * cancellation does to the payment, and the reason kept in the history); the second one cancels.
 */
export function CancelBookingForm({ order, onCancelled }: CancelBookingFormProps) {
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const cancel = useCancelBooking();

  const close = () => {
    setConfirming(false);
    setReason('');
    setError(undefined);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkCancelReason(reason);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    cancel.mutate(
      { orderId: order.id, reason: check.reason },
      {
        onSuccess: (cancelled) => {
          close();
          onCancelled(cancelled);
        },
      },
    );
  };

  if (!confirming) {
    return (
      <Button variant="soft" color="red" onClick={() => setConfirming(true)}>
        Cancel Booking
      </Button>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Cancel booking" style={{ flexGrow: 1 }}>
      <Flex direction="column" gap="3">
        <Callout.Root color="amber" size="1">
          <Callout.Text>{cancellationOutcome(order, new Date())}</Callout.Text>
        </Callout.Root>
        <TextAreaField
          label="Reason"
          maxLength={500}
          value={reason}
          error={error}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
        <Text size="1" color="gray">
          The reason is kept in the order's history, with your name.
        </Text>
        <Flex justify="end" gap="3">
          <Button type="button" variant="soft" color="gray" onClick={close} disabled={cancel.isPending}>
            Keep Booking
          </Button>
          <Button type="submit" color="red" loading={cancel.isPending}>
            Confirm Cancellation
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

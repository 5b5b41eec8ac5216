import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { adminCancelOrderSchema, type AdminCancelOrderRequest, type AdminOrderView, type OrderView } from '@pokerfest/domain';
import { useCancelBooking } from '../api/cancel-booking';
import { cancellationOutcome } from '../booking-cancellation';
import { failureWithMessage } from '../failure-text';
import { FormFailure } from '../../../components/ui/form-failure';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { submitting } from '../../../lib/form-submit';
import { registerField } from '../../../lib/register-field';
import { requestQuote } from '../../booking-change';

const NO_REASON: AdminCancelOrderRequest = { reason: '' };

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
  const form = useForm<AdminCancelOrderRequest>({ resolver: zodResolver(adminCancelOrderSchema), defaultValues: NO_REASON });
  const cancel = useCancelBooking();
  // the server's own figure for cancelling now: asked afresh each time the confirmation opens
  const quote = useQuery({ queryKey: ['admin-cancel-quote', order.id], queryFn: () => requestQuote(order.id, { cancel: true }), enabled: confirming, staleTime: 0, gcTime: 0, retry: false });

  const close = () => {
    setConfirming(false);
    form.reset(NO_REASON);
  };

  const onSubmit = ({ reason }: AdminCancelOrderRequest) => {
    cancel.mutate(
      { orderId: order.id, reason },
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
      <Button
        variant="soft"
        color="red"
        onClick={() => {
          // a refusal from an earlier try is not this one's
          cancel.reset();
          setConfirming(true);
        }}
      >
        Cancel Booking
      </Button>
    );
  }
  return (
    <form noValidate onSubmit={submitting(form.handleSubmit(onSubmit))} aria-label="Cancel booking" style={{ flexGrow: 1 }}>
      <Flex direction="column" gap="3">
        <Callout.Root color="amber" size="1">
          <Callout.Text>{quote.data ? cancellationOutcome(order, quote.data) : quote.error ? quote.error.message : 'Working out the refund…'}</Callout.Text>
        </Callout.Root>
        <TextAreaField label="Reason" maxLength={500} {...registerField(form, 'reason')} />
        <Text size="1" color="gray">
          The reason is kept in the order's history, with your name.
        </Text>
        <FormFailure title="Error" text={cancel.error ? failureWithMessage('Failed to cancel booking', cancel.error) : null} />
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

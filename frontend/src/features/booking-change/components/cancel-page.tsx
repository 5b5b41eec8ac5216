import { Button, Callout, Container, Flex } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ChangeQuoteView, OrderView } from '@pokerfest/domain';
import { apiPaths, appPaths } from '../../../config/paths';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { errorText } from '../../../lib/api-client';
import { bookingChanges, useOrderStanding } from '../../booking';
import { requestQuote, useConfirmQuote } from '../change-calls';
import { freshQuoteOf } from '../quote-words';
import { ChangeOutcome } from './change-outcome';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { NotOffered, OrderGate } from './order-gate';
import { QuoteCard } from './quote-card';
import { ChangeHeading } from './change-chrome';

const QUOTE_REFRESHED = 'Your booking or its price changed since that quote. This is a fresh quote: please check it and confirm again.';

/** The quote of cancelling, asked for once when the screen opens (it changes nothing). */
function useCancelQuote(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: [apiPaths.orderChangeQuote(orderId), 'cancel'],
    queryFn: () => requestQuote(orderId, { cancel: true }),
    enabled,
    gcTime: 0,
    retry: false,
  });
}

function CancelScreen({ order }: { order: OrderView }) {
  const standing = useOrderStanding(order);
  const offered = bookingChanges(order, standing, new Date()).cancel;
  const [fresh, setFresh] = useState<ChangeQuoteView | null>(null);
  const [done, setDone] = useState<{ order: OrderView; quote: ChangeQuoteView } | null>(null);
  const asked = useCancelQuote(order.id, offered && !done);
  const confirming = useConfirmQuote(order.id);

  if (done) return <ChangeOutcome order={done.order} quote={done.quote} />;
  if (!offered) return <NotOffered order={order} what="cancelled" />;
  const quote = fresh ?? asked.data;
  const confirm = (confirmed: ChangeQuoteView) =>
    confirming.mutate(confirmed.quoteId, {
      onSuccess: (updated) => setDone({ order: updated, quote: confirmed }),
      onError: (error) => {
        const renewed = freshQuoteOf(error);
        if (!renewed) return;
        setFresh(renewed);
        confirming.reset();
      },
    });

  return (
    <Container size="2" px="4" py="6">
      <Flex direction="column" gap="5">
        <ChangeHeading title="Cancel booking" order={order} />
        {asked.isPending && !fresh && <LoadingScreen label="Asking what cancelling refunds" />}
        {asked.isError && !fresh && (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{errorText(asked.error)}</Callout.Text>
          </Callout.Root>
        )}
        {quote && (
          <>
            {fresh && (
              <Callout.Root color="amber" role="status">
                <Callout.Text>{QUOTE_REFRESHED}</Callout.Text>
              </Callout.Root>
            )}
            <QuoteCard quote={quote} paid={order.paidCents > 0} />
            {confirming.isError && (
              <Callout.Root color="red" role="alert">
                <Callout.Text>{errorText(confirming.error)}</Callout.Text>
              </Callout.Root>
            )}
            <Flex gap="3" wrap="wrap">
              <ConfirmDialog
                trigger={
                  <Button size="3" color="red" highContrast loading={confirming.isPending}>
                    Cancel booking
                  </Button>
                }
                title="Cancel this booking?"
                description="The room, seats and extras of this booking are released, and the booking cannot be restored."
                confirmLabel="Cancel booking"
                cancelLabel="Keep booking"
                danger
                onConfirm={() => confirm(quote)}
              />
              <Button asChild size="3" variant="soft" color="gray">
                <Link to={appPaths.bookingConfirmationOf(order.id)}>Back to booking</Link>
              </Button>
            </Flex>
          </>
        )}
      </Flex>
    </Container>
  );
}

/** /orders/{id}/cancel: what cancelling refunds under the booking's policy, then the cancellation (issue 17). */
export default function CancelPage({ orderId }: { orderId: string }) {
  return <OrderGate orderId={orderId}>{(order) => <CancelScreen order={order} />}</OrderGate>;
}

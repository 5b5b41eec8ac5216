import { Button, Callout, Container, Flex } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ChangeQuoteView, OrderView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { bookingChanges, completePaymentPath, useOrderStanding } from '../../booking';
import { useProductExtras, useProductTournaments } from '../../catalogue';
import { addableTournaments, buildChangeRequest, initialChangeForm, type ChangeFormValues } from '../change-form';
import { useConfirmQuote, useQuote } from '../change-calls';
import { freshQuoteOf } from '../quote-words';
import { ChangeFields } from './change-fields';
import { ChangeOutcome } from './change-outcome';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { NotOffered, OrderGate } from './order-gate';
import { QuoteCard } from './quote-card';
import { ChangeHeading } from './change-chrome';

const QUOTE_REFRESHED = 'Your booking or its price changed since that quote. This is a fresh quote: please check it and confirm again.';

function Alert({ children }: { children: string }) {
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Text>{children}</Callout.Text>
    </Callout.Root>
  );
}

function ChangeScreen({ order }: { order: OrderView }) {
  const standing = useOrderStanding(order);
  const tournaments = useProductTournaments(order.productId);
  const extras = useProductExtras(order.productId);
  const [values, setValues] = useState<ChangeFormValues>(() => initialChangeForm(order));
  const [problem, setProblem] = useState<string | null>(null);
  const [quote, setQuote] = useState<ChangeQuoteView | null>(null);
  const [refreshed, setRefreshed] = useState(false);
  const [done, setDone] = useState<{ order: OrderView; quote: ChangeQuoteView } | null>(null);
  const quoting = useQuote(order.id);
  const confirming = useConfirmQuote(order.id);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  if (done) return <ChangeOutcome order={done.order} quote={done.quote} />;
  if (!bookingChanges(order, standing, new Date()).change) return <NotOffered order={order} what="changed" />;

  const edit = (next: ChangeFormValues) => {
    // a quote is for the form as it was: any edit asks for a new one
    setValues(next);
    setQuote(null);
    setProblem(null);
    setRefreshed(false);
    quoting.reset();
    confirming.reset();
  };
  const askQuote = (event: FormEvent) => {
    event.preventDefault();
    const built = buildChangeRequest(values, order);
    if (!built.ok) return setProblem(built.problem);
    setProblem(null);
    quoting.mutate(built.request, { onSuccess: (answer) => setQuote(answer) });
  };
  const confirm = (confirmed: ChangeQuoteView) =>
    confirming.mutate(confirmed.quoteId, {
      onSuccess: (updated) => {
        queryClient.setQueryData([apiPaths.order(updated.id)], updated);
        // a change that costs more waits for its difference: pay it where bookings are paid
        if (updated.pendingChange) void navigate(completePaymentPath(updated.id));
        else setDone({ order: updated, quote: confirmed });
      },
      onError: (error) => {
        const fresh = freshQuoteOf(error);
        if (!fresh) return;
        setQuote(fresh);
        setRefreshed(true);
        confirming.reset();
      },
    });

  const addable = addableTournaments(order, tournaments.data ?? []);
  return (
    <Container size="2" px="4" py="6">
      <Flex direction="column" gap="5">
        <ChangeHeading title="Change booking" order={order} />
        <form aria-label="Change booking" onSubmit={askQuote} noValidate>
          <Flex direction="column" gap="4">
            <ChangeFields order={order} values={values} onChange={edit} addable={addable} extras={extras.data ?? []} />
            {(tournaments.isError || extras.isError) && <Alert>The festival&apos;s tournaments and extras could not be loaded, so none can be added right now.</Alert>}
            {problem && <Alert>{problem}</Alert>}
            {quoting.isError && <Alert>{errorText(quoting.error)}</Alert>}
            <Flex>
              <Button type="submit" size="3" variant={quote ? 'soft' : 'solid'} loading={quoting.isPending}>
                Get quote
              </Button>
            </Flex>
          </Flex>
        </form>
        {quote && (
          <Flex direction="column" gap="4">
            {refreshed && (
              <Callout.Root color="amber" role="status">
                <Callout.Text>{QUOTE_REFRESHED}</Callout.Text>
              </Callout.Root>
            )}
            <QuoteCard quote={quote} paid={order.paidCents > 0} />
            {confirming.isError && <Alert>{errorText(confirming.error)}</Alert>}
            <Flex>
              <ConfirmDialog
                trigger={
                  <Button size="3" loading={confirming.isPending}>
                    Confirm change
                  </Button>
                }
                title="Confirm this change?"
                description={
                  quote.dueCents > 0
                    ? 'Your booking changes once the difference is paid: you go on to the payment next.'
                    : 'Your booking changes at once, as the quote shows.'
                }
                confirmLabel="Confirm change"
                cancelLabel="Keep booking as it is"
                danger={false}
                onConfirm={() => confirm(quote)}
              />
            </Flex>
          </Flex>
        )}
      </Flex>
    </Container>
  );
}

/** /orders/{id}/change: the player changes nights, seats and extras of a booking through a quote (issue 17). */
export default function ChangePage({ orderId }: { orderId: string }) {
  return <OrderGate orderId={orderId}>{(order) => <ChangeScreen order={order} />}</OrderGate>;
}

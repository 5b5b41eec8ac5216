import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import { Suspense, useEffect, useId, useState } from 'react';
import { formatCents, formatDay, type OrderView, type PaymentIntentView } from '@pokerfest/domain';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { notify } from '../../../lib/notify';
import { useCurrentUser } from '../../account';
import { DemoPaymentForm, failureText, StripeCardForm, usePaymentConfig, type PaymentFailure } from '../../checkout';
import { useRefreshOrder } from '../order-actions/cancel-order';
import { startLaterPayment, type LaterPaymentKind } from './plan-calls';
import { laterPayments, type LaterPayments } from './schedule-words';

const NOT_STARTED = 'The payment could not be started. Please try again.';

const payingWords: Record<LaterPaymentKind, string> = { next: 'the next payment', balance: 'the balance' };

/** How long a booking is read again while a later payment the card form took is being confirmed. */
const CONFIRMING_POLL_MS = 2000;
const CONFIRMING_POLL_LIMIT = 10;

/**
 * A payment the card form took reaches the booking with the provider's verdict: at once for the
 * demo provider, a few seconds later through Stripe's webhook. Until the balance on screen moves, the
 * booking is read again, and its buttons wait (a second click would pay the same entries again).
 */
function useConfirmingPayment(orderId: string, balanceCents: number) {
  const refresh = useRefreshOrder(orderId);
  const [paidFrom, setPaidFrom] = useState<number | null>(null);
  const confirming = paidFrom !== null && paidFrom === balanceCents;
  useEffect(() => {
    if (!confirming) return;
    let polls = 0;
    const timer = setInterval(() => {
      polls += 1;
      if (polls <= CONFIRMING_POLL_LIMIT) return void refresh();
      // not confirmed within the polls: the buttons come back (the server refuses entries paid meanwhile)
      clearInterval(timer);
      setPaidFrom(null);
    }, CONFIRMING_POLL_MS);
    return () => clearInterval(timer);
  }, [confirming, refresh]);
  return { confirming, paidFrom: setPaidFrom };
}

interface StartedPayment {
  pay: LaterPaymentKind;
  intent: PaymentIntentView;
  /** The balance when the payment was started: once it moves, the payment has reached the booking. */
  balanceBefore: number;
}

/** The card form of the provider the server names, for a later payment's intent; closes once paid. */
function LaterPaymentForm({ orderId, started, onPaid, onClose }: { orderId: string; started: StartedPayment; onPaid: (balanceBefore: number) => void; onClose: () => void }) {
  const config = usePaymentConfig();
  const { user } = useCurrentUser();
  const refresh = useRefreshOrder(orderId);
  const [accepted, setAccepted] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  const labelId = useId();

  const succeeded = async () => {
    notify({ title: 'Payment successful!', description: `Your payment of ${formatCents(started.intent.amountCents, started.intent.currency)} was received.`, tone: 'success', id: 'later-payment' });
    // the schedule on screen shows the payment as made before the form goes
    await refresh();
    onPaid(started.balanceBefore);
    onClose();
  };
  // the same intent takes the next card: the server makes one intent per set of payments
  const declined = (reason: string) => {
    setFailure((current) => ({ id: (current?.id ?? 0) + 1, text: reason }));
    notify({ title: 'Payment failed', description: reason, tone: 'destructive', id: 'later-payment' });
  };

  const formProps = {
    intent: started.intent,
    terms: { accepted, onAcceptedChange: setAccepted, refusals, onRefused: () => setRefusals((count) => count + 1) },
    isPreparing: false,
    failure,
    onSucceeded: succeeded,
    onDeclined: declined,
  };
  const form = () => {
    if (config.isError) return <Callout.Root color="red" role="alert"><Callout.Text>{failureText(config.error, NOT_STARTED)}</Callout.Text></Callout.Root>;
    if (!config.data) return <LoadingScreen label="Preparing secure payment" />;
    if (config.data.provider === 'demo') return <DemoPaymentForm {...formProps} />;
    if (!config.data.publishableKey) return <Callout.Root color="red" role="alert"><Callout.Text>{NOT_STARTED}</Callout.Text></Callout.Root>;
    return (
      <Suspense fallback={<LoadingScreen label="Loading the card form" />}>
        <StripeCardForm {...formProps} publishableKey={config.data.publishableKey} email={user?.email ?? ''} />
      </Suspense>
    );
  };

  return (
    <section aria-labelledby={labelId} className="later-payment" data-testid="later-payment">
      <Flex direction="column" gap="3">
        <Text as="p" size="2" weight="bold" id={labelId}>
          Paying {payingWords[started.pay]}: {formatCents(started.intent.amountCents, started.intent.currency)}
        </Text>
        {form()}
        <Button type="button" variant="soft" color="gray" onClick={onClose}>
          Not now
        </Button>
      </Flex>
    </section>
  );
}

/** What is left, in one line: the next payment with its day, and the balance. */
function LeftToPay({ later, currency }: { later: LaterPayments; currency: string }) {
  return (
    <Text as="p" size="2">
      {later.next && (
        <>
          Next payment: {formatCents(later.next.amountCents, currency)} due {formatDay(later.next.dueDate)}.{' '}
        </>
      )}
      Balance: {formatCents(later.balance.amountCents, currency)}.
    </Text>
  );
}

/**
 * 'Pay next payment' and 'Pay the balance' on a confirmed booking paid in parts with something still
 * due: the server makes the payment's intent, the card form takes the card, and the booking is read
 * again. 'Pay next payment' shows only while more than one payment is left (else it is the balance).
 */
export function LaterPaymentActions({ order }: { order: Pick<OrderView, 'id' | 'status' | 'payment' | 'currency'> }) {
  const later = laterPayments(order);
  const refresh = useRefreshOrder(order.id);
  const [started, setStarted] = useState<StartedPayment | null>(null);
  const confirming = useConfirmingPayment(order.id, order.payment.balanceDueCents);
  const start = useMutation({
    mutationFn: (pay: LaterPaymentKind) => startLaterPayment(order.id, pay),
    onSuccess: (intent, pay) => setStarted({ pay, intent, balanceBefore: order.payment.balanceDueCents }),
    // nothing due (paid in another tab, cancelled meanwhile): the screen is out of date
    onError: () => void refresh(),
  });
  if (started) return <LaterPaymentForm orderId={order.id} started={started} onPaid={confirming.paidFrom} onClose={() => setStarted(null)} />;
  if (confirming.confirming) {
    return (
      <Text as="p" size="2" role="status">
        Your payment is being confirmed. This usually takes a few seconds.
      </Text>
    );
  }
  if (!later) return null;
  const busy = (pay: LaterPaymentKind) => start.isPending && start.variables === pay;
  return (
    <Flex direction="column" gap="3" data-testid="later-payment-actions">
      <LeftToPay later={later} currency={order.currency} />
      <Flex gap="3" wrap="wrap">
        {later.next && (
          <Button size="2" loading={busy('next')} disabled={start.isPending} onClick={() => start.mutate('next')}>
            Pay next payment
          </Button>
        )}
        <Button size="2" variant={later.next ? 'soft' : 'solid'} loading={busy('balance')} disabled={start.isPending} onClick={() => start.mutate('balance')}>
          Pay the balance
        </Button>
      </Flex>
      {start.isError && (
        <Callout.Root color="red" role="alert" size="1">
          <Callout.Text>{failureText(start.error, NOT_STARTED)}</Callout.Text>
        </Callout.Root>
      )}
    </Flex>
  );
}

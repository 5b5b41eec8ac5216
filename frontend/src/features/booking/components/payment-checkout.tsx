import { Button, Callout, Flex } from '@radix-ui/themes';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { appPaths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { usePaymentIntent } from '../api/create-payment-intent';
import { usePaymentConfig } from '../api/get-payment-config';
import type { BookingDraft } from '../booking-draft';
import { failureText, orderConflict } from '../order-failure';
import { useCompletePayment } from '../use-complete-payment';
import { DemoCardForm } from './demo-card-form';

const StripeCardForm = lazy(() => import('./stripe-card-form'));

const SETUP_FAILED = 'Unable to initialize payment. Please try again.';

interface PaymentCheckoutProps {
  orderId: string;
  draft: BookingDraft;
  email: string;
}

function SetupFailed({ error, onRetry, festivalId }: { error: unknown; onRetry: () => void; festivalId: string }) {
  // a conflict (paid, expired, price changed) will not go away by trying again
  const final = orderConflict(error) !== null;
  return (
    <Flex direction="column" gap="3">
      <Callout.Root color="red" role="alert">
        <Callout.Text>{failureText(error, SETUP_FAILED)}</Callout.Text>
      </Callout.Root>
      {final ? (
        <Button asChild variant="soft">
          <Link to={appPaths.festival.to(festivalId)}>Back to Package Selection</Link>
        </Button>
      ) : (
        <Button variant="soft" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Flex>
  );
}

/** The card form of the provider the server names, on a payment intent made for this order. */
export function PaymentCheckout({ orderId, draft, email }: PaymentCheckoutProps) {
  const config = usePaymentConfig();
  // each declined card gets a fresh intent for the next try
  const [attempt, setAttempt] = useState(1);
  const [accepted, setAccepted] = useState(false);
  const intent = usePaymentIntent(config.data ? { orderId, amount: draft.totalBookingPrice, attempt } : null);
  const completePayment = useCompletePayment({ orderId, festivalId: draft.festivalId });

  useEffect(() => {
    if (!intent.error) return;
    console.error('The payment could not be set up.', intent.error);
    const description = orderConflict(intent.error) ? failureText(intent.error, SETUP_FAILED) : SETUP_FAILED;
    notify({ title: 'Payment setup failed', description, tone: 'destructive', id: 'booking-payment' });
  }, [intent.error]);

  if (config.isError) return <SetupFailed error={config.error} onRetry={() => void config.refetch()} festivalId={draft.festivalId} />;
  if (intent.isError) return <SetupFailed error={intent.error} onRetry={() => void intent.refetch()} festivalId={draft.festivalId} />;
  if (!config.data || !intent.data) return <LoadingScreen label="Preparing secure payment" />;

  const declined = (reason: string) => {
    notify({ title: 'Payment failed', description: reason, tone: 'destructive', id: 'booking-payment' });
    setAttempt((current) => current + 1);
  };
  const formProps = {
    clientSecret: intent.data.clientSecret,
    amount: intent.data.amount,
    terms: { accepted, onAcceptedChange: setAccepted },
    isPreparing: intent.isPlaceholderData || intent.isFetching,
    onSucceeded: completePayment,
    onDeclined: declined,
  };
  const { provider, publishableKey } = config.data;
  if (provider === 'demo') return <DemoCardForm {...formProps} />;
  if (!publishableKey) return <SetupFailed error={new Error('No publishable key')} onRetry={() => void config.refetch()} festivalId={draft.festivalId} />;
  return (
    <Suspense fallback={<LoadingScreen label="Loading the card form" />}>
      <StripeCardForm {...formProps} publishableKey={publishableKey} email={email} />
    </Suspense>
  );
}

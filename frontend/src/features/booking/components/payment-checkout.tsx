import { Button, Callout, Flex } from '@radix-ui/themes';
import { Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { appPaths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { DemoPaymentForm, failureText, orderConflict, StripeCardForm, usePaymentConfig, usePaymentIntent, type PaymentFailure } from '../../checkout';
import { AutoChargeConsent } from '../payment-plan/auto-charge-consent';
import { useCompletePayment } from '../use-complete-payment';

const SETUP_FAILED = 'Unable to initialize payment. Please try again.';

interface PaymentCheckoutProps {
  orderId: string;
  /** Major units, checked by the server against the order. */
  amount: number;
  /** What is paid when not the order as first placed (see paymentKey). */
  keyScope?: string;
  /** A plan's first payment: the player may consent to the later payments being charged to this card. */
  autoChargeOffered?: boolean;
  festivalId: string;
  email: string;
  /** Where a refused payment leads back to; the package selection unless said. */
  back?: PaymentBackLink;
}

/** Where a payment that can no longer be made leads back to: the package, or (for a change's difference) the booking. */
export interface PaymentBackLink {
  to: string;
  label: string;
}

function SetupFailed({ error, onRetry, back }: { error: unknown; onRetry: () => void; back: PaymentBackLink }) {
  // a conflict (paid, expired, price changed) will not go away by trying again
  const final = orderConflict(error) !== null;
  return (
    <Flex direction="column" gap="3">
      <Callout.Root color="red" role="alert">
        <Callout.Text>{failureText(error, SETUP_FAILED)}</Callout.Text>
      </Callout.Root>
      {final ? (
        <Button asChild variant="soft">
          <Link to={back.to}>{back.label}</Link>
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
export function PaymentCheckout({ orderId, amount, keyScope, autoChargeOffered = false, festivalId, email, back = { to: appPaths.festival.to(festivalId), label: 'Back to Package Selection' } }: PaymentCheckoutProps) {
  const config = usePaymentConfig();
  // each declined card gets a fresh intent for the next try
  const [attempt, setAttempt] = useState(1);
  const [accepted, setAccepted] = useState(false);
  const [termsRefusals, setTermsRefusals] = useState(0);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  const [consented, setConsented] = useState(false);
  const autoCharge = autoChargeOffered && consented;
  const intent = usePaymentIntent(config.data ? { orderId, amount, attempt, keyScope, autoCharge } : null);
  const completePayment = useCompletePayment({ orderId, festivalId });

  useEffect(() => {
    if (!intent.error) return;
    console.error('The payment could not be set up.', intent.error);
    const description = orderConflict(intent.error) ? failureText(intent.error, SETUP_FAILED) : SETUP_FAILED;
    notify({ title: 'Payment setup failed', description, tone: 'destructive', id: 'booking-payment' });
  }, [intent.error]);

  if (config.isError) return <SetupFailed error={config.error} onRetry={() => void config.refetch()} back={back} />;
  if (intent.isError) return <SetupFailed error={intent.error} onRetry={() => void intent.refetch()} back={back} />;
  if (!config.data || !intent.data) return <LoadingScreen label="Preparing secure payment" />;

  const declined = (reason: string) => {
    // shown at the card form until the next try; the toast is the spec's (section 8)
    setFailure((current) => ({ id: (current?.id ?? 0) + 1, text: reason }));
    notify({ title: 'Payment failed', description: reason, tone: 'destructive', id: 'booking-payment' });
    setAttempt((current) => current + 1);
  };
  const formProps = {
    intent: intent.data,
    terms: { accepted, onAcceptedChange: setAccepted, refusals: termsRefusals, onRefused: () => setTermsRefusals((count) => count + 1) },
    isPreparing: intent.isPlaceholderData || intent.isFetching,
    failure,
    onSucceeded: completePayment,
    onDeclined: declined,
    consent: autoChargeOffered ? <AutoChargeConsent checked={consented} onCheckedChange={setConsented} /> : undefined,
  };
  const { provider, publishableKey } = config.data;
  if (provider === 'demo') return <DemoPaymentForm {...formProps} />;
  if (!publishableKey) return <SetupFailed error={new Error('No publishable key')} onRetry={() => void config.refetch()} back={back} />;
  return (
    <Suspense fallback={<LoadingScreen label="Loading the card form" />}>
      <StripeCardForm {...formProps} publishableKey={publishableKey} email={email} />
    </Suspense>
  );
}

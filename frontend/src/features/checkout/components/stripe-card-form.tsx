// The Stripe checkout, loaded only when the server names Stripe with a publishable key: this module
// and Stripe's script stay out of the page in demo mode. Offline, or with the script blocked, the
// player is told the card form is unavailable instead of the page failing.
import { Callout, Flex, Spinner, Text } from '@radix-ui/themes';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { FormField } from '../../../components/ui/form-field';
import { declineText } from '../failure-text';
import { PaymentFailureAlert } from './card-form';
import type { ProviderFormProps } from './demo-payment-form';
import { PayControls, termsAccepted } from './pay-controls';
import { submitting } from '../../../lib/form-submit';

type CardState = { phase: 'loading' } | { phase: 'ready'; stripe: Stripe; card: StripeCardElement } | { phase: 'unavailable' };

function useStripeCard(publishableKey: string, mountPoint: RefObject<HTMLDivElement | null>): CardState {
  const [state, setState] = useState<CardState>({ phase: 'loading' });
  useEffect(() => {
    let cancelled = false;
    let card: StripeCardElement | undefined;
    const load = async () => {
      const { loadStripe } = await import('@stripe/stripe-js/pure');
      const stripe = await loadStripe(publishableKey);
      if (!stripe) throw new Error('Stripe.js is not available in this browser');
      if (cancelled || !mountPoint.current) return;
      card = stripe.elements().create('card', { hidePostalCode: true });
      card.mount(mountPoint.current);
      setState({ phase: 'ready', stripe, card });
    };
    load().catch((error: unknown) => {
      console.error('The card form could not be loaded.', error);
      if (!cancelled) setState({ phase: 'unavailable' });
    });
    return () => {
      cancelled = true;
      card?.destroy();
    };
  }, [publishableKey, mountPoint]);
  return state;
}

interface StripeCardFormProps extends ProviderFormProps {
  publishableKey: string;
  email: string;
}

export default function StripeCardForm(props: StripeCardFormProps) {
  const { publishableKey, email, intent, terms, isPreparing, failure, onSucceeded, onDeclined, consent } = props;
  const mountPoint = useRef<HTMLDivElement>(null);
  const state = useStripeCard(publishableKey, mountPoint);
  const [nameOnCard, setNameOnCard] = useState('');
  const [isPaying, setIsPaying] = useState(false);
  const nameMissing = nameOnCard.trim().length < 2;
  const failureId = failure?.id;
  const card = state.phase === 'ready' ? state.card : null;
  useEffect(() => {
    if (failureId !== undefined && !isPaying) card?.focus();
  }, [failureId, isPaying, card]);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (state.phase !== 'ready' || isPaying || isPreparing || nameMissing || !termsAccepted(terms)) return;
    setIsPaying(true);
    try {
      const result = await state.stripe.confirmCardPayment(intent.clientSecret, {
        payment_method: { card: state.card, billing_details: { name: nameOnCard.trim(), email } },
      });
      if (result.error) onDeclined(declineText(result.error.message));
      else await onSucceeded();
    } finally {
      setIsPaying(false);
    }
  };

  if (state.phase === 'unavailable') {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>
          The card form is unavailable right now: the secure payment service could not be reached. Please check your connection and
          reload the page.
        </Callout.Text>
      </Callout.Root>
    );
  }

  return (
    <form noValidate onSubmit={submitting(pay)} aria-label="Card details">
      <Flex direction="column" gap="4">
        <Flex direction="column" gap="1">
          <Text as="div" size="2" weight="medium" id="card-element-label">
            Card details
          </Text>
          {state.phase === 'loading' && <Spinner aria-label="Loading the card form" />}
          <div ref={mountPoint} className="card-element" role="group" aria-labelledby="card-element-label" />
        </Flex>
        <FormField
          label="Name on card"
          autoComplete="cc-name"
          maxLength={100}
          value={nameOnCard}
          onChange={(event) => setNameOnCard(event.target.value)}
          error={isPaying || !nameOnCard || !nameMissing ? undefined : 'Name on card is required'}
        />
        <PaymentFailureAlert failure={isPaying ? null : failure} />
        <PayControls terms={terms} amount={intent.amount} isPaying={isPaying || isPreparing} disabled={state.phase !== 'ready' || nameMissing} consent={consent} />
      </Flex>
    </form>
  );
}

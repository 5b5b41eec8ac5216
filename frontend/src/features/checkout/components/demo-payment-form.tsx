import { confirmDemoPayment } from '../payment-calls';
import type { ReactNode } from 'react';
import type { PaymentIntentView } from '@pokerfest/domain';
import { declineText, failureText, PAYMENT_FAILURE } from '../failure-text';
import { CardForm, type DemoCard, type PaymentFailure } from './card-form';
import { PayControls, termsAccepted, type TermsState } from './pay-controls';

/** What a provider's card form of the multi-page flow needs: the intent, the terms, and what to do next. */
export interface ProviderFormProps {
  intent: PaymentIntentView;
  terms: TermsState;
  /** A fresh payment intent is on its way: paying waits for it. */
  isPreparing: boolean;
  failure: PaymentFailure | null;
  /** The card was charged. */
  onSucceeded: () => Promise<void>;
  /** The card was refused or the call failed, with the reason in words. */
  onDeclined: (reason: string) => void;
  /** A choice about this card the player makes with paying (automatic charges), beside the terms. */
  consent?: ReactNode;
}

/** The demo provider's checkout (product spec section 2): the one card form with the terms and pay button. */
export function DemoPaymentForm({ intent, terms, isPreparing, failure, onSucceeded, onDeclined, consent }: ProviderFormProps) {
  const pay = async (card: DemoCard) => {
    if (isPreparing || !termsAccepted(terms)) return;
    try {
      const result = await confirmDemoPayment(intent, card);
      if (result.status === 'succeeded') await onSucceeded();
      else onDeclined(declineText(result.error));
    } catch (error) {
      console.error('The demo payment could not be confirmed.', error);
      onDeclined(failureText(error, PAYMENT_FAILURE));
    }
  };
  return (
    <CardForm name="Card details" busy={false} failure={failure} onPay={pay}>
      {(paying) => <PayControls terms={terms} amount={intent.amount} isPaying={paying || isPreparing} consent={consent} />}
    </CardForm>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Callout, Flex, Grid } from '@radix-ui/themes';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { demoCardSchema, type DemoCardInput } from '@pokerfest/domain';
import { FormField } from '../../../components/ui/form-field';
import { useConfirmDemoPayment } from '../api/confirm-demo-payment';
import { failureText } from '../order-failure';
import { PayControls, termsAccepted, type TermsState } from './pay-controls';

export interface CardFormProps {
  clientSecret: string;
  amount: number;
  terms: TermsState;
  /** A fresh payment intent is on its way: paying waits for it. */
  isPreparing: boolean;
  /** The card was charged. */
  onSucceeded: () => Promise<void>;
  /** The card was refused or the call failed, with the reason in words. */
  onDeclined: (reason: string) => void;
}

const PAYMENT_ERROR = 'An error occurred while processing your payment.';

/** The demo provider's card form (product spec section 2): fully offline, nothing is charged. */
export function DemoCardForm({ clientSecret, amount, terms, isPreparing, onSucceeded, onDeclined }: CardFormProps) {
  const confirm = useConfirmDemoPayment();
  const form = useForm<DemoCardInput, unknown, z.output<typeof demoCardSchema>>({
    resolver: zodResolver(demoCardSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '', nameOnCard: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const pay = form.handleSubmit(async (card) => {
    if (isPreparing || !termsAccepted(terms)) return;
    try {
      const result = await confirm.mutateAsync({ clientSecret, ...card });
      if (result.status === 'succeeded') await onSucceeded();
      else onDeclined(result.error ?? PAYMENT_ERROR);
    } catch (error) {
      console.error('The demo payment could not be confirmed.', error);
      onDeclined(failureText(error, PAYMENT_ERROR));
    }
  });

  return (
    <form noValidate onSubmit={pay} aria-label="Card details">
      <Flex direction="column" gap="4">
        <Callout.Root color="amber" variant="surface">
          <Callout.Text>
            This is a demo checkout: no payment is processed and no card is charged. Use 4242 4242 4242 4242 for a successful payment
            or 4000 0000 0000 0002 to see a declined card.
          </Callout.Text>
        </Callout.Root>
        <FormField
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 5678 9012 3456"
          maxLength={23}
          error={errors.cardNumber?.message}
          {...form.register('cardNumber')}
        />
        <Grid columns="2" gap="4">
          <FormField
            label="Expiration (MM/YY)"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={7}
            error={errors.expiry?.message}
            {...form.register('expiry')}
          />
          <FormField label="CVC" inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} error={errors.cvc?.message} {...form.register('cvc')} />
        </Grid>
        <FormField label="Name on card" autoComplete="cc-name" maxLength={100} error={errors.nameOnCard?.message} {...form.register('nameOnCard')} />
        <PayControls terms={terms} amount={amount} isPaying={isSubmitting || isPreparing} />
      </Flex>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Callout, Flex, Grid } from '@radix-ui/themes';
import { useEffect, type ReactNode } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { demoCardSchema, type DemoCardInput } from '@pokerfest/domain';
import { FormField } from '../../../components/ui/form-field';
import { formatCardNumber, formatExpiry } from '../card-format';
import { submitting } from '../../../lib/form-submit';

/** A failed payment in words; `id` changes with every new failure, even one with the same words. */
export interface PaymentFailure {
  id: number;
  text: string;
}

export type DemoCard = z.output<typeof demoCardSchema>;

/** A register() result whose input is reformatted as the player types. */
function formatted(field: UseFormRegisterReturn, format: (typed: string) => string): UseFormRegisterReturn {
  return {
    ...field,
    onChange: (event: { target: HTMLInputElement }) => {
      event.target.value = format(event.target.value);
      return field.onChange(event);
    },
  };
}

/** The lasting words of a declined card or failed payment, next to the form that failed. */
export function PaymentFailureAlert({ failure }: { failure: PaymentFailure | null }) {
  if (!failure) return null;
  return (
    <Callout.Root color="red" role="alert" data-testid="payment-failure">
      <Callout.Text>{failure.text}</Callout.Text>
    </Callout.Root>
  );
}

interface CardFormProps {
  /** The form's accessible name. */
  name: string;
  /** The card is being charged: the fields are locked. */
  busy: boolean;
  failure: PaymentFailure | null;
  onPay: (card: DemoCard) => void | Promise<void>;
  /** The screen's own controls (terms and pay button, or Back and Complete Booking), told whether the card is being paid. */
  children: (paying: boolean) => ReactNode;
}

/**
 * The demo card form of both booking screens: the number grouped in fours and the expiry's '/' put
 * in as the player types, and a failed payment shown at the form until the next try, with the focus
 * back on the card number.
 */
export function CardForm({ name, busy, failure, onPay, children }: CardFormProps) {
  const form = useForm<DemoCardInput, unknown, DemoCard>({
    resolver: zodResolver(demoCardSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '', nameOnCard: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const paying = busy || isSubmitting;
  const { setFocus } = form;
  const failureId = failure?.id;

  useEffect(() => {
    // the fields are locked while paying; focus moves once they are open again
    if (failureId !== undefined && !paying) setFocus('cardNumber');
  }, [failureId, paying, setFocus]);

  return (
    <form noValidate onSubmit={submitting(form.handleSubmit(onPay))} aria-label={name}>
      <Flex direction="column" gap="4">
        <Callout.Root color="amber" variant="surface">
          <Callout.Text>
            This is a demo checkout: no payment is processed and no card is charged. Use 4242 4242 4242 4242 with any future expiry date
            and any CVC for a successful payment, or 4000 0000 0000 0002 to see a declined card.
          </Callout.Text>
        </Callout.Root>
        <fieldset disabled={paying} className="card-form-fields">
          <Flex direction="column" gap="4">
            <FormField
              label="Card number"
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 5678 9012 3456"
              maxLength={23}
              error={errors.cardNumber?.message}
              {...formatted(form.register('cardNumber'), formatCardNumber)}
            />
            <Grid columns="2" gap="4">
              <FormField
                label="Expiration (MM/YY)"
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder="MM/YY"
                maxLength={5}
                error={errors.expiry?.message}
                {...formatted(form.register('expiry'), formatExpiry)}
              />
              <FormField label="CVC" inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} error={errors.cvc?.message} {...form.register('cvc')} />
            </Grid>
            <FormField label="Name on card" autoComplete="cc-name" maxLength={100} error={errors.nameOnCard?.message} {...form.register('nameOnCard')} />
          </Flex>
        </fieldset>
        <PaymentFailureAlert failure={paying ? null : failure} />
        {children(paying)}
      </Flex>
    </form>
  );
}

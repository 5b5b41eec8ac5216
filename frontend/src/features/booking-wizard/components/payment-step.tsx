import { Button, Callout, Card, DataList, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { demoCardSchema, wizardFullName, type DemoCardInput, type WizardDetails } from '@pokerfest/domain';
import { FormField } from '../../../components/ui/form-field';
import type { BookingWizardEvent } from '../machines/booking-wizard.machine';
import type { WizardCatalogue, WizardSelection } from '../wizard-package';
import { PackageSummary } from './package-summary';

type CardOutput = ReturnType<typeof demoCardSchema.parse>;

interface PaymentStepProps {
  catalogue: WizardCatalogue;
  selection: WizardSelection;
  details: WizardDetails | null;
  booking: boolean;
  failure: string | null;
  send: (event: BookingWizardEvent) => void;
}

function Traveller({ details }: { details: WizardDetails | null }) {
  if (!details) return null;
  return (
    <Card size="3" asChild>
      <section aria-labelledby="wizard-traveller-heading">
        <Heading as="h2" size="4" id="wizard-traveller-heading" mb="3">
          Traveller
        </Heading>
        <DataList.Root size="2">
          <DataList.Item>
            <DataList.Label>Name</DataList.Label>
            <DataList.Value>{wizardFullName(details)}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Email</DataList.Label>
            <DataList.Value>{details.email}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Phone</DataList.Label>
            <DataList.Value>{details.phone}</DataList.Value>
          </DataList.Item>
        </DataList.Root>
      </section>
    </Card>
  );
}

function CardForm({ booking, failure, send }: Pick<PaymentStepProps, 'booking' | 'failure' | 'send'>) {
  const { register, handleSubmit, formState } = useForm<DemoCardInput, unknown, CardOutput>({
    resolver: zodResolver(demoCardSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '', nameOnCard: '' },
  });
  const { errors } = formState;
  return (
    <Card size="3" asChild>
      <form noValidate aria-labelledby="wizard-card-heading" onSubmit={handleSubmit((card) => send({ type: 'COMPLETE', card }))}>
        <Heading as="h2" size="5" id="wizard-card-heading" mb="3">
          Payment
        </Heading>
        <Callout.Root color="blue" mb="4">
          <Callout.Text>
            This is a demo checkout: no payment is processed and no card is charged. Use 4242 4242 4242 4242 with any future expiry date and any
            CVC.
          </Callout.Text>
        </Callout.Root>
        <fieldset disabled={booking} style={{ border: 0, padding: 0, margin: 0 }}>
          <Grid columns={{ initial: '1', sm: '2' }} gap="4">
            <FormField label="Card Number" inputMode="numeric" autoComplete="cc-number" error={errors.cardNumber?.message} {...register('cardNumber')} />
            <FormField label="Name on Card" autoComplete="cc-name" error={errors.nameOnCard?.message} {...register('nameOnCard')} />
            <FormField label="Expiration (MM/YY)" placeholder="MM/YY" autoComplete="cc-exp" error={errors.expiry?.message} {...register('expiry')} />
            <FormField label="CVC" inputMode="numeric" autoComplete="cc-csc" error={errors.cvc?.message} {...register('cvc')} />
          </Grid>
        </fieldset>
        {failure && !booking && (
          <Callout.Root color="red" mt="4" role="alert">
            <Callout.Text>{failure}</Callout.Text>
          </Callout.Root>
        )}
        <Flex justify="between" gap="3" mt="5" wrap="wrap">
          <Button type="button" size="3" variant="soft" disabled={booking} onClick={() => send({ type: 'BACK' })}>
            Back
          </Button>
          <Button type="submit" size="3" loading={booking}>
            Complete Booking
          </Button>
        </Flex>
        {booking && (
          <Text as="p" size="2" color="gray" mt="2" role="status">
            Completing your booking…
          </Text>
        )}
      </form>
    </Card>
  );
}

/** Step 3, Payment: the package and traveller once more, and the demo card form. */
export function PaymentStep({ catalogue, selection, details, booking, failure, send }: PaymentStepProps) {
  return (
    <Grid columns={{ initial: '1', md: '3fr 2fr' }} gap="6" align="start">
      <CardForm booking={booking} failure={failure} send={send} />
      <Flex direction="column" gap="4">
        <PackageSummary catalogue={catalogue} selection={selection} />
        <Traveller details={details} />
      </Flex>
    </Grid>
  );
}

import { Button, Card, Flex, Grid, Heading } from '@radix-ui/themes';
import type { UseFormReturn } from 'react-hook-form';
import type { WizardDetails, WizardDetailsInput } from '@pokerfest/domain';
import { FormField } from '../../../components/ui/form-field';
import type { BookingWizardEvent } from '../machines/booking-wizard.machine';
import { submitting } from '../../../lib/form-submit';

interface DetailsStepProps {
  form: UseFormReturn<WizardDetailsInput, unknown, WizardDetails>;
  send: (event: BookingWizardEvent) => void;
}

/** Step 2, Details: who is travelling. The form lives above the tabs, so its values survive tab changes. */
export function DetailsStep({ form, send }: DetailsStepProps) {
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;
  const onValid = (details: WizardDetails) => {
    send({ type: 'DETAILS_CHANGED', details });
    send({ type: 'NEXT' });
  };
  return (
    <Card size="3" asChild>
      <form noValidate onSubmit={submitting(handleSubmit(onValid))} aria-labelledby="wizard-details-heading">
        <Heading as="h2" size="5" id="wizard-details-heading" mb="4">
          Your Details
        </Heading>
        <Grid columns={{ initial: '1', sm: '2' }} gap="4">
          <FormField label="First Name" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
          <FormField label="Last Name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
          <FormField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          <FormField label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        </Grid>
        <Flex justify="between" gap="3" mt="5" wrap="wrap">
          <Button type="button" size="3" variant="soft" onClick={() => send({ type: 'BACK' })}>
            Back
          </Button>
          <Button type="submit" size="3">
            Continue to Payment
          </Button>
        </Flex>
      </form>
    </Card>
  );
}

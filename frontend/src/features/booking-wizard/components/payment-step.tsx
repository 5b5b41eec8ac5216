import { Button, Flex, Grid, Text } from '@radix-ui/themes';
import { wizardFullName, type WizardDetails } from '@pokerfest/domain';
import { BookingFacts, CardForm, type PaymentFailure } from '../../checkout';
import type { BookingWizardEvent } from '../machines/booking-wizard.machine';
import type { WizardCatalogue, WizardSelection } from '../wizard-package';
import { PackageSummary } from './package-summary';
import { SectionCard } from '../../../components/ui/section-card';

interface PaymentStepProps {
  catalogue: WizardCatalogue;
  selection: WizardSelection;
  details: WizardDetails | null;
  booking: boolean;
  failure: PaymentFailure | null;
  send: (event: BookingWizardEvent) => void;
}

function Traveller({ details }: { details: WizardDetails | null }) {
  if (!details) return null;
  return (
    <SectionCard headingId="wizard-traveller-heading" title="Traveller">
      <BookingFacts
        facts={[
          { label: 'Name', value: wizardFullName(details) },
          { label: 'Email', value: details.email },
          { label: 'Phone', value: details.phone },
        ]}
      />
    </SectionCard>
  );
}

function WizardCardForm({ booking, failure, send }: Pick<PaymentStepProps, 'booking' | 'failure' | 'send'>) {
  return (
    <SectionCard headingId="wizard-card-heading" title="Payment" size="5">
      <CardForm name="Payment" busy={booking} failure={failure} onPay={(card) => send({ type: 'COMPLETE', card })}>
        {(paying) => (
          <>
            <Flex justify="between" gap="3" wrap="wrap">
              <Button type="button" size="3" variant="soft" disabled={paying} onClick={() => send({ type: 'BACK' })}>
                Back
              </Button>
              <Button type="submit" size="3" loading={paying}>
                Complete Booking
              </Button>
            </Flex>
            {paying && (
              <Text as="p" size="2" color="gray" role="status">
                Completing your booking…
              </Text>
            )}
          </>
        )}
      </CardForm>
    </SectionCard>
  );
}

/** Step 3, Payment: the package and traveller once more, and the demo card form. */
export function PaymentStep({ catalogue, selection, details, booking, failure, send }: PaymentStepProps) {
  return (
    <Grid columns={{ initial: '1', md: '3fr 2fr' }} gap="6" align="start">
      <WizardCardForm booking={booking} failure={failure} send={send} />
      <Flex direction="column" gap="4">
        <PackageSummary catalogue={catalogue} selection={selection} />
        <Traveller details={details} />
      </Flex>
    </Grid>
  );
}

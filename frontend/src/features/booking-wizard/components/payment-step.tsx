import { Button, Flex, Grid, Text } from '@radix-ui/themes';
import { wizardFullName, type WizardDetails } from '@pokerfest/domain';
import type { CartEntry } from '../../cart';
import { BookingFacts, CardForm, PaymentFailureAlert, type PackagePrice, type PaymentFailure } from '../../checkout';
import type { BookingWizardEvent, OrderTerms } from '../machines/booking-wizard.machine';
import type { WizardCatalogue, WizardSelection } from '../wizard-package';
import { PackageSummary, type WizardCredit } from './package-summary';
import { SectionCard } from '../../../components/ui/section-card';

/** What the wizard's summary shows beside the steps: the server's price, the cart entry with the code, and on Payment the credit. */
export interface WizardSummary {
  price: PackagePrice;
  entry: CartEntry | undefined;
  credit?: WizardCredit;
}

interface PaymentStepProps {
  catalogue: WizardCatalogue;
  selection: WizardSelection;
  summary: WizardSummary;
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

/** The order's terms from the server's price (issue 32); none while it cannot be read, and the package's own sum goes out. */
function orderTerms(price: PackagePrice, useCredit: boolean): OrderTerms | undefined {
  const priced = price.priced;
  if (!priced) return undefined;
  return { totalPrice: priced.view.totalPrice, voucherCode: priced.voucherCode, useCredit, amountDueCents: priced.view.amountDueCents };
}

interface ControlsProps {
  paying: boolean;
  /** The price is being read again: Complete Booking waits for it. */
  pricing: boolean;
  send: (event: BookingWizardEvent) => void;
}

function Controls({ paying, pricing, send }: ControlsProps) {
  return (
    <>
      <Flex justify="between" gap="3" wrap="wrap">
        <Button type="button" size="3" variant="soft" disabled={paying} onClick={() => send({ type: 'BACK' })}>
          Back
        </Button>
        <Button type="submit" size="3" loading={paying} disabled={pricing}>
          Complete Booking
        </Button>
      </Flex>
      {paying && (
        <Text as="p" size="2" color="gray" role="status">
          Completing your booking…
        </Text>
      )}
    </>
  );
}

/** Nothing for a card to pay (the credit pays it all, or only seats paid at the venue): Complete Booking places the order, confirmed as it is. */
function NoCardNeeded({ terms, creditPays, booking, failure, send }: { terms: OrderTerms; creditPays: boolean } & Pick<PaymentStepProps, 'booking' | 'failure' | 'send'>) {
  return (
    <form
      noValidate
      aria-label="Payment"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'COMPLETE', card: null, terms });
      }}
    >
      <Flex direction="column" gap="4">
        <Text as="p" data-testid="no-card-needed">
          {creditPays ? 'Your tournament credit pays this booking in full: no card is needed.' : 'Nothing to pay now: no card is needed.'}
        </Text>
        <PaymentFailureAlert failure={booking ? null : failure} />
        <Controls paying={booking} pricing={false} send={send} />
      </Flex>
    </form>
  );
}

function WizardPayment({ summary, booking, failure, send }: Pick<PaymentStepProps, 'summary' | 'booking' | 'failure' | 'send'>) {
  const { price } = summary;
  const terms = orderTerms(price, summary.credit?.checked === true);
  const view = price.priced?.view;
  return (
    <SectionCard headingId="wizard-card-heading" title="Payment" size="5">
      {terms && terms.amountDueCents === 0 && !price.checking ? (
        <NoCardNeeded terms={terms} creditPays={(view?.creditAppliedCents ?? 0) > 0} booking={booking} failure={failure} send={send} />
      ) : (
        <CardForm name="Payment" busy={booking} failure={failure} onPay={(card) => send({ type: 'COMPLETE', card, terms })}>
          {(paying) => <Controls paying={paying} pricing={price.checking} send={send} />}
        </CardForm>
      )}
    </SectionCard>
  );
}

/** Step 3, Payment: the package (with 'Use my credit') and traveller once more, and the demo card form unless the credit pays it all. */
export function PaymentStep({ catalogue, selection, summary, details, booking, failure, send }: PaymentStepProps) {
  return (
    <Grid columns={{ initial: '1', md: '3fr 2fr' }} gap="6" align="start">
      <WizardPayment summary={summary} booking={booking} failure={failure} send={send} />
      <Flex direction="column" gap="4">
        <PackageSummary catalogue={catalogue} selection={selection} {...summary} />
        <Traveller details={details} />
      </Flex>
    </Grid>
  );
}

import '../booking-wizard.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Container, Flex, Heading, Link as ThemeLink, Tabs, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { wizardDetailsSchema, type WizardDetails, type WizardDetailsInput } from '@pokerfest/domain';
import { appPaths } from '../../../config/paths';
import { useCurrentUser } from '../../account';
import { festivalTitle } from '../../catalogue';
import { usePackagePrice } from '../../checkout';
import { useFestivalSelection } from '../../festival';
import { canOpenStep, isBooking, wizardStep, type WizardStep } from '../machines/booking-wizard.machine';
import { useBookingWizard } from '../use-booking-wizard';
import { pricedPackage, wizardSelectionOf, type WizardCatalogue } from '../wizard-package';
import { ConfirmationStep } from './confirmation-step';
import { DetailsStep } from './details-step';
import { OptionsStep } from './options-step';
import { PaymentStep } from './payment-step';

const STEPS: ReadonlyArray<{ step: WizardStep; label: string }> = [
  { step: 'options', label: 'Choose Options' },
  { step: 'details', label: 'Details' },
  { step: 'payment', label: 'Payment' },
  { step: 'confirmation', label: 'Confirmation' },
];

const isStep = (value: string): value is WizardStep => STEPS.some((entry) => entry.step === value);

/** The four-tab booking wizard for one festival; its choices are the festival page's, kept in the cart. */
export function BookingWizard({ catalogue }: { catalogue: WizardCatalogue }) {
  const { user } = useCurrentUser();
  const choices = useFestivalSelection(catalogue.festival, { accommodations: catalogue.rooms, hotels: catalogue.hotels });
  const { snapshot, send, failure } = useBookingWizard(catalogue, wizardSelectionOf(choices.entry));
  const form = useForm<WizardDetailsInput, unknown, WizardDetails>({
    resolver: zodResolver(wizardDetailsSchema),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: user?.email ?? '', phone: '' },
  });
  const values = useWatch({ control: form.control });
  const valuesKey = JSON.stringify(values);
  useEffect(() => {
    const parsed = wizardDetailsSchema.safeParse(JSON.parse(valuesKey));
    send({ type: 'DETAILS_CHANGED', details: parsed.success ? parsed.data : null });
  }, [valuesKey, send]);

  const { context } = snapshot;
  const step = wizardStep(snapshot);
  // issue 32: the package at the server's price, with the cart's code and, chosen on Payment, the credit
  const [useCredit, setUseCredit] = useState(false);
  const price = usePackagePrice(pricedPackage(catalogue, context.selection), { voucherCode: choices.entry?.voucherCode ?? null, useCredit });
  const summary = { price, entry: choices.entry };
  const { festival } = catalogue;
  const openStep = (value: string) => {
    if (isStep(value)) send({ type: 'GO_TO', step: value });
  };

  return (
    <Container size="4" px="4" py="6">
      <Flex direction="column" gap="2" mb="5">
        <ThemeLink asChild size="2">
          <Link to={appPaths.festival.to(festival.productId)}>← Back to {festivalTitle(festival)}</Link>
        </ThemeLink>
        <Heading as="h1" size="7">
          Book Your Package
        </Heading>
        <Text color="gray">{festivalTitle(festival)}</Text>
      </Flex>
      <Tabs.Root value={step} onValueChange={openStep}>
        <Tabs.List aria-label="Booking steps" className="wizard-steps">
          {STEPS.map((entry, index) => (
            <Tabs.Trigger key={entry.step} value={entry.step} disabled={entry.step === 'confirmation' || (!canOpenStep(snapshot, entry.step) && step !== entry.step)}>
              <span className="wizard-step-number">{index + 1}</span>
              {entry.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Box pt="5">
          <Tabs.Content value="options">
            <OptionsStep catalogue={catalogue} choices={choices} selection={context.selection} summary={summary} roomAsked={context.roomAsked} send={send} />
          </Tabs.Content>
          <Tabs.Content value="details">
            <DetailsStep form={form} send={send} />
          </Tabs.Content>
          <Tabs.Content value="payment">
            <PaymentStep
              catalogue={catalogue}
              selection={context.selection}
              summary={{ ...summary, credit: { checked: useCredit, onCheckedChange: setUseCredit } }}
              details={context.details}
              booking={isBooking(snapshot)}
              failure={failure}
              send={send}
            />
          </Tabs.Content>
          <Tabs.Content value="confirmation">{context.confirmedOrder && <ConfirmationStep order={context.confirmedOrder} />}</Tabs.Content>
        </Box>
      </Tabs.Root>
    </Container>
  );
}

import '../booking-flow.css';
import { Box, Button, Container, Flex, Grid, Link as ThemeLink, Text } from '@radix-ui/themes';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { emptyBookingDetails, type BookingDetailsValues, type DetailsCheckFailure } from '@pokerfest/domain';
import { FormFailure } from '../../../components/ui/form-failure';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { appPaths } from '../../../config/paths';
import { useCurrentUser } from '../../account';
import type { CurrentUser } from '../../account';
import { formatDateRange, SoldOutSinceChosen, useSoldOutSinceChosen } from '../../catalogue';
import { PackageSummary, withPrice, type PackagePrice } from '../../checkout';
import { BookingStepHeading } from './booking-step-heading';
import type { BookingDraft } from '../booking-draft';
import { browserStorage } from '../booking-storage';
import { restoreCustomerDetails } from '../customer-details';
import { draftChosenItems } from '../draft-chosen-items';
import { draftPackageLines } from '../draft-lines';
import { useDraftPrice } from '../draft-price';
import { DraftPriceControls } from './draft-price-controls';
import { guessNameFromEmail } from '../name-guess';
import { useBookingState } from '../use-booking-state';
import { useSaveDetails } from '../use-save-details';
import { AuthRequired } from './auth-required';
import { BookingHelp } from './booking-help';
import { PersonalInformationSection, RoomSharingSection } from './details-personal-section';
import { AccessibilitySection, ReferralSection, TermsSection } from './details-requests-sections';
import { SectionCard } from '../../../components/ui/section-card';
import { centreFocusedField } from '../../../lib/field-focus';
import { submitting } from '../../../lib/form-submit';
import { PlanChoiceSection } from '../payment-plan/plan-choice-section';
import { useCheckoutPlan } from '../payment-plan/use-checkout-plan';

const FORM_ID = 'booking-details-form';

/** The form's first values: the saved details of this player, else a name guessed from the email. */
function initialValues(user: CurrentUser): BookingDetailsValues {
  return {
    ...emptyBookingDetails,
    ...guessNameFromEmail(user.email),
    email: user.email,
    ...restoreCustomerDetails(browserStorage(), user.email),
  };
}

interface DetailsSidebarProps {
  draft: BookingDraft;
  /** The server's price of the draft (issue 32): the summary's total, discounts and credit. */
  price: PackagePrice;
  replaceDraft: (draft: BookingDraft) => void;
  isSaving: boolean;
  saveFailure: string | null;
  /** The save was refused until the festival's sales open or the player's turn in its queue (issue 30). */
  backToFestival: boolean;
}

function DetailsSidebar({ draft, price, replaceDraft, isSaving, saveFailure, backToFestival }: DetailsSidebarProps) {
  const festivalPage = appPaths.festival.to(draft.festivalId);
  const lines = price.priced ? withPrice(draftPackageLines(draft), price.priced.view) : draftPackageLines(draft);
  return (
    <Box asChild>
      <aside aria-label="Booking summary" className="booking-flow-sidebar">
        <Flex direction="column" gap="4">
          <SectionCard headingId="booking-summary-heading" title="Booking Summary" mb="1">
            <Text as="p" weight="medium" mb="3">
              {draft.festivalName}
            </Text>
            <PackageSummary
              lines={lines}
              totalTestId="booking-total"
              footer={<DraftPriceControls draft={draft} price={price} replaceDraft={replaceDraft} />}
            />
          </SectionCard>
          <Flex direction="column" gap="2">
            <FormFailure
              title="Error saving booking"
              text={saveFailure}
              action={
                backToFestival && (
                  <ThemeLink asChild size="2" weight="bold">
                    <Link to={festivalPage}>Go to the festival page</Link>
                  </ThemeLink>
                )
              }
            />
            <Button type="submit" form={FORM_ID} size="3" loading={isSaving}>
              Continue to Payment
            </Button>
            <Button asChild size="3" variant="soft">
              <Link to={festivalPage}>Back to Package Selection</Link>
            </Button>
          </Flex>
          <BookingHelp />
        </Flex>
      </aside>
    </Box>
  );
}

function DetailsForm({ user, draft, replaceDraft }: { user: CurrentUser; draft: BookingDraft; replaceDraft: (draft: BookingDraft) => void }) {
  const form = useForm<BookingDetailsValues>({ defaultValues: initialValues(user) });
  const showFailure = ({ field, description }: DetailsCheckFailure) => {
    form.setError(field, { type: 'manual', message: description }, { shouldFocus: true });
    centreFocusedField();
  };
  const { submit, isSaving, saveFailure, backToFestival } = useSaveDetails({ draft, accountEmail: user.email, replaceDraft, onInvalid: showFailure });
  const hasAccommodation = draft.accommodation !== null;
  // read again as the page opens, so a room or seat that sold out since is said before the form is filled in
  const chosen = useMemo(() => draftChosenItems(draft), [draft]);
  const soldOut = useSoldOutSinceChosen(draft.festivalId, chosen);
  const price = useDraftPrice(draft);
  const plan = useCheckoutPlan({
    festivalStart: draft.festivalStartDate,
    // a plan spreads what the card pays: after the discounts and the credit, as the server reckons it
    totalCents: price.priced?.view.amountDueCents ?? Math.round(draft.totalBookingPrice * 100),
    stored: draft.paymentPlan,
    onChoose: (paymentPlan) => replaceDraft({ ...draft, paymentPlan }),
  });
  const onSubmit = form.handleSubmit((values) => {
    form.clearErrors();
    submit(values, plan.offered ? plan.choice : null);
  });

  return (
    <Container size="4" px="4" py="6">
      <BookingStepHeading title="Booking Details" festival={`${draft.festivalName} · ${formatDateRange(draft.festivalStartDate, draft.festivalEndDate)}`} step={1} />
      {soldOut.length > 0 && (
        <Box mb="5">
          <SoldOutSinceChosen items={soldOut} changeTo={appPaths.festival.to(draft.festivalId)} />
        </Box>
      )}
      <Grid columns={{ initial: '1', md: '2fr 1fr' }} gap="6" align="start">
        <form id={FORM_ID} noValidate onSubmit={submitting(onSubmit)} aria-label="Booking details">
          <Flex direction="column" gap="5">
            <PersonalInformationSection form={form} />
            {hasAccommodation && <RoomSharingSection form={form} />}
            <AccessibilitySection form={form} hasAccommodation={hasAccommodation} />
            <ReferralSection form={form} />
            <PlanChoiceSection plan={plan} />
            <TermsSection form={form} />
          </Flex>
        </form>
        <DetailsSidebar draft={draft} price={price} replaceDraft={replaceDraft} isSaving={isSaving} saveFailure={saveFailure} backToFestival={backToFestival} />
      </Grid>
    </Container>
  );
}

/** /booking/details: the player's details for the pending order (product spec section 2). */
export default function DetailsPage() {
  const { user, isLoading } = useCurrentUser();
  const { draft, replaceDraft } = useBookingState({ active: Boolean(user), needsOrderId: false });
  if (isLoading) return <LoadingScreen label="Checking your session" />;
  if (!user) return <AuthRequired />;
  if (!draft) return <LoadingScreen label="Loading your booking" />;
  return <DetailsForm user={user} draft={draft} replaceDraft={replaceDraft} />;
}

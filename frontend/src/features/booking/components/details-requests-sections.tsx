import { Flex, Grid, Text } from '@radix-ui/themes';
import { useCancellationPolicy } from '../../../lib/cancellation-policy';
import { FormField } from '../../../components/ui/form-field';
import { heardFromLabels } from '../details-options';
import type { DetailsSectionProps } from './details-personal-section';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { CheckboxField, SelectField } from './form-controls';
import { LegalLink } from '../../legal';
import { SectionCard } from '../../../components/ui/section-card';

export function AccessibilitySection({ form, hasAccommodation }: DetailsSectionProps & { hasAccommodation: boolean }) {
  const { register, control, watch } = form;
  const { errors } = form.formState;
  const [tournamentNeeds, hotelNeeds] = watch(['needsTournamentAccommodation', 'needsHotelAccommodation']);
  return (
    <SectionCard headingId="accessibility-heading" title="Accessibility and Special Accommodations" mb="4" className="booking-form-section">
      <Flex direction="column" gap="4">
        <CheckboxField control={control} name="needsTournamentAccommodation" label="I need accessibility accommodations at the tournaments" />
        {tournamentNeeds && (
          <TextAreaField
            label="Tournament accessibility details"
            maxLength={500}
            error={errors.tournamentAccommodationDetails?.message}
            {...register('tournamentAccommodationDetails')}
          />
        )}
        {hasAccommodation && (
          <CheckboxField control={control} name="needsHotelAccommodation" label="I need accessibility accommodations at the hotel" />
        )}
        {hasAccommodation && hotelNeeds && (
          <TextAreaField
            label="Hotel accessibility details"
            maxLength={500}
            error={errors.hotelAccommodationDetails?.message}
            {...register('hotelAccommodationDetails')}
          />
        )}
        <TextAreaField label="Medical or dietary information (optional)" maxLength={500} {...register('medicalDietaryInfo')} />
        <TextAreaField label="Other requests (optional)" maxLength={1000} {...register('otherRequests')} />
      </Flex>
    </SectionCard>
  );
}

export function ReferralSection({ form }: DetailsSectionProps) {
  const { register, control } = form;
  return (
    <SectionCard headingId="referral-heading" title="Referral and Marketing" mb="4" className="booking-form-section">
      <Flex direction="column" gap="4">
        <Grid columns={{ initial: '1', sm: '2' }} gap="4">
          <FormField label="Referral Code (optional)" autoComplete="off" maxLength={50} {...register('referralCode')} />
          <SelectField control={control} name="heardFrom" label="How did you hear about us?" placeholder="Select an option" options={heardFromLabels} />
        </Grid>
        <CheckboxField control={control} name="newsletter" label="Send me news about upcoming festivals and special offers" />
      </Flex>
    </SectionCard>
  );
}

export function TermsSection({ form }: DetailsSectionProps) {
  const { control } = form;
  const policy = useCancellationPolicy();
  return (
    <SectionCard headingId="terms-heading" title="Terms and Conditions" mb="4" className="booking-form-section">
      <Flex direction="column" gap="3">
        <CheckboxField control={control} name="acceptTerms" label={
            <>
              I agree to the <LegalLink document="terms">terms and conditions</LegalLink>, including the{' '}
              <LegalLink document="cancellationPolicy">cancellation policy</LegalLink>
            </>
          }
        />
        <CheckboxField control={control} name="acceptPrivacy" label={
            <>
              I agree to the <LegalLink document="privacy">privacy policy</LegalLink> and the processing of my personal data for this booking
            </>
          }
        />
        <Text size="1" color="gray">
          {policy.sentences.join(' ')}
        </Text>
      </Flex>
    </SectionCard>
  );
}

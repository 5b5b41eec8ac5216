import { Callout, Flex, Grid, RadioGroup, Text } from '@radix-ui/themes';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { BookingDetailsValues } from '@pokerfest/domain';
import { FormField } from '../../../components/ui/form-field';
import { casinoMembershipLabels, roomOccupancyLabels } from '../details-options';
import { SelectField } from './form-controls';
import { SectionCard } from '../../../components/ui/section-card';

export interface DetailsSectionProps {
  form: UseFormReturn<BookingDetailsValues>;
}

export function PersonalInformationSection({ form }: DetailsSectionProps) {
  const { register, control } = form;
  const { errors } = form.formState;
  return (
    <SectionCard headingId="personal-information-heading" title="Personal Information" mb="4" className="booking-form-section">
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        <FormField label="First Name" autoComplete="given-name" maxLength={100} error={errors.firstName?.message} {...register('firstName')} />
        <FormField label="Last Name" autoComplete="family-name" maxLength={100} error={errors.lastName?.message} {...register('lastName')} />
        <FormField label="Email" type="email" autoComplete="email" maxLength={254} error={errors.email?.message} {...register('email')} />
        <FormField label="Phone Number" type="tel" autoComplete="tel" maxLength={50} error={errors.phone?.message} {...register('phone')} />
        <FormField label="Casino ID (optional)" maxLength={100} {...register('casinoId')} />
        <SelectField
          control={control}
          name="casinoMembership"
          label="Casino Membership Status"
          placeholder="Select your membership status"
          options={casinoMembershipLabels}
        />
        <FormField label="Emergency Contact Name (optional)" autoComplete="off" maxLength={150} {...register('emergencyContactName')} />
        <FormField label="Emergency Contact Phone (optional)" type="tel" autoComplete="off" maxLength={50} {...register('emergencyContactPhone')} />
      </Grid>
    </SectionCard>
  );
}

/** Shown only for a booking with a room (spec section 2). */
export function RoomSharingSection({ form }: DetailsSectionProps) {
  const { register, control, watch } = form;
  const shared = watch('roomOccupancy') === 'shared';
  return (
    <SectionCard headingId="room-sharing-heading" title="Room Sharing Information" mb="4" className="booking-form-section">
      <Flex direction="column" gap="4">
        <Controller
          control={control}
          name="roomOccupancy"
          render={({ field }) => (
            <RadioGroup.Root ref={field.ref} name={field.name} value={field.value} onValueChange={field.onChange} aria-label="Room occupancy">
              {Object.entries(roomOccupancyLabels).map(([value, label]) => (
                <RadioGroup.Item key={value} value={value}>
                  {label}
                </RadioGroup.Item>
              ))}
            </RadioGroup.Root>
          )}
        />
        {shared && (
          <>
            <FormField
              label="Roommate Full Name"
              autoComplete="off"
              maxLength={200}
              error={form.formState.errors.roommateName?.message}
              {...register('roommateName')}
            />
            <Callout.Root color="blue" variant="surface">
              <Callout.Text>
                <Text weight="medium">Please note:</Text> your roommate must create their own account to book tournament seats. The
                accommodation cost is covered by this booking.
              </Callout.Text>
            </Callout.Root>
          </>
        )}
      </Flex>
    </SectionCard>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { TripReminderSettings } from '@pokerfest/domain';
import { FormField } from '../../../components/ui/form-field';
import { SectionCard } from '../../../components/ui/section-card';
import { submitting } from '../../../lib/form-submit';
import { registerField } from '../../../lib/register-field';
import { useValidValues } from '../../../lib/valid-values';
import { useAdminTripReminder, useSaveTripReminder, type TripReminderView } from '../api/trip-reminder';
import { SaveOutcome } from './save-outcome';
import { reminderDaysForm, reminderDaysValues, reminderSentence, type ReminderDaysValues } from '../reminder-days';
import { QueryState } from './query-state';

/** Admin → Settings → "Trip reminder": the days in force, and their form. */
export function TripReminderSection() {
  const reminder = useAdminTripReminder();
  // owned here: a save's new version starts the form afresh, and its message stays
  const save = useSaveTripReminder();
  return (
    <SectionCard headingId="settings-trip-reminder" title="Trip reminder" size="5" stack="4">
      <QueryState query={reminder} error="Could not load the trip reminder">
        {reminder.data && <TripReminderForm key={reminder.data.version ?? 'default'} view={reminder.data} save={save} />}
      </QueryState>
    </SectionCard>
  );
}

/** How many days before check-in players get their reminder e-mail; saving re-times the reminders not yet sent. */
function TripReminderForm({ view, save }: { view: TripReminderView; save: ReturnType<typeof useSaveTripReminder> }) {
  // checked as typed: the message shows from the first edit, or once a save is tried
  const form = useForm<ReminderDaysValues, unknown, TripReminderSettings>({ mode: 'onChange', resolver: zodResolver(reminderDaysForm), defaultValues: reminderDaysValues(view.settings) });
  const typed = useValidValues(form.control, reminderDaysForm);
  const formId = useId();

  return (
    <form noValidate onSubmit={submitting(form.handleSubmit((settings) => save.mutate(settings)))} aria-label="Trip reminder">
      <Flex direction="column" gap="4">
        <FormField
          id={`${formId}-days`}
          label="Days before check-in"
          hint="1 to 90"
          inputMode="numeric"
          autoComplete="off"
          {...registerField(form, 'daysBefore', { onChange: () => save.reset() })}
        />
        <Text as="p" size="2" aria-live="polite">
          {reminderSentence((typed ?? view.settings).daysBefore)}
        </Text>
        <SaveOutcome save={save} version={view.version} refused="The trip reminder could not be saved" saved="Saved: reminders not sent yet follow the new number of days." />
        <Flex justify="end">
          <Button type="submit" loading={save.isPending} aria-label="Save trip reminder">
            Save
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { SectionCard } from '../../../components/ui/section-card';
import { submitting } from '../../../lib/form-submit';
import { registerField } from '../../../lib/register-field';
import { useValidValues } from '../../../lib/valid-values';
import type { WaitingListSettings, WaitingListSettingsView } from '../../waiting-list';
import { useAdminWaitingListSettings, useSaveWaitingListSettings } from '../api/waiting-lists';
import { offerHoursForm, offerHoursSentence, offerHoursValues, type OfferHoursValues } from '../waiting-list-admin';
import { QueryState } from './query-state';
import { SaveOutcome } from './save-outcome';

/** Admin → Settings → "Waiting list offers": the hours an offer holds its unit, and their form. */
export function WaitingListOfferSection() {
  const offers = useAdminWaitingListSettings();
  // owned here: a save's new version starts the form afresh, and its message stays
  const save = useSaveWaitingListSettings();
  return (
    <SectionCard headingId="settings-waiting-list" title="Waiting list offers" size="5" stack="4">
      <QueryState query={offers} error="Could not load the waiting list offers">
        {offers.data && <WaitingListOfferForm key={offers.data.version ?? 'default'} view={offers.data} save={save} />}
      </QueryState>
    </SectionCard>
  );
}

function WaitingListOfferForm({ view, save }: { view: WaitingListSettingsView; save: ReturnType<typeof useSaveWaitingListSettings> }) {
  // checked as typed: the message shows from the first edit, or once a save is tried
  const form = useForm<OfferHoursValues, unknown, WaitingListSettings>({ mode: 'onChange', resolver: zodResolver(offerHoursForm), defaultValues: offerHoursValues(view.settings) });
  const typed = useValidValues(form.control, offerHoursForm);
  const formId = useId();

  return (
    <form noValidate onSubmit={submitting(form.handleSubmit((settings) => save.mutate(settings)))} aria-label="Waiting list offers">
      <Flex direction="column" gap="4">
        <FormField
          id={`${formId}-hours`}
          label="Hours an offer holds the room"
          hint="1 to 168"
          inputMode="numeric"
          autoComplete="off"
          {...registerField(form, 'offerHours', { onChange: () => save.reset() })}
        />
        <Text as="p" size="2" aria-live="polite">
          {offerHoursSentence((typed ?? view.settings).offerHours)}
        </Text>
        <SaveOutcome save={save} version={view.version} refused="The waiting list offers could not be saved" saved="Saved: offers made from now on hold for the new number of hours." />
        <Flex justify="end">
          <Button type="submit" loading={save.isPending} aria-label="Save waiting list offers">
            Save
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

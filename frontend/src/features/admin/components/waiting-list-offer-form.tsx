import { Button, Flex, Text } from '@radix-ui/themes';
import { useId, useState, type FormEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { SectionCard } from '../../../components/ui/section-card';
import type { WaitingListSettingsView } from '../../waiting-list';
import { useAdminWaitingListSettings, useSaveWaitingListSettings } from '../api/waiting-lists';
import { checkOfferHours, offerHoursSentence } from '../waiting-list-admin';
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
  const [hours, setHours] = useState(String(view.settings.offerHours));
  const [edited, setEdited] = useState(false);
  const formId = useId();
  const check = checkOfferHours(hours);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setEdited(true);
    if (check.ok) save.mutate(check.settings);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Waiting list offers">
      <Flex direction="column" gap="4">
        <FormField
          id={`${formId}-hours`}
          label="Hours an offer holds the room"
          hint="1 to 168"
          inputMode="numeric"
          autoComplete="off"
          value={hours}
          error={edited && !check.ok ? check.error : undefined}
          onChange={(event) => {
            save.reset();
            setEdited(true);
            setHours(event.target.value);
          }}
        />
        <Text as="p" size="2" aria-live="polite">
          {offerHoursSentence(check.ok ? check.settings.offerHours : view.settings.offerHours)}
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

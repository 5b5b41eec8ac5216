import { useAdminWaitingListSettings, useSaveWaitingListSettings } from '../api/waiting-lists';
import { offerHoursForm, offerHoursSentence, offerHoursValues } from '../waiting-list-admin';
import { SettingsSection } from './settings-section';
import { WholeNumberSetting } from './whole-number-setting';

/** Admin → Settings → "Waiting list offers": the hours an offer holds its unit, and their form. */
export function WaitingListOfferSection() {
  const offers = useAdminWaitingListSettings();
  // owned here: a save's new version starts the form afresh, and its message stays
  const save = useSaveWaitingListSettings();
  return (
    <SettingsSection headingId="settings-waiting-list" title="Waiting list offers" query={offers} error="Could not load the waiting list offers">
      {(view) => (
        <WholeNumberSetting
          view={view}
          save={save}
          field={{ schema: offerHoursForm, values: offerHoursValues, name: 'offerHours', label: 'Hours an offer holds the room', hint: '1 to 168', sentence: (settings) => offerHoursSentence(settings.offerHours) }}
          label="Waiting list offers"
          saveLabel="Save waiting list offers"
          refused="The waiting list offers could not be saved"
          saved="Saved: offers made from now on hold for the new number of hours."
        />
      )}
    </SettingsSection>
  );
}

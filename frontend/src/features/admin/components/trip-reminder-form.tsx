import { useAdminTripReminder, useSaveTripReminder } from '../api/trip-reminder';
import { reminderDaysForm, reminderDaysValues, reminderSentence } from '../reminder-days';
import { SettingsSection } from './settings-section';
import { WholeNumberSetting } from './whole-number-setting';

/**
 * Admin → Settings → "Trip reminder": how many days before check-in players get their reminder
 * e-mail, and its form; saving re-times the reminders not yet sent.
 */
export function TripReminderSection() {
  const reminder = useAdminTripReminder();
  // owned here: a save's new version starts the form afresh, and its message stays
  const save = useSaveTripReminder();
  return (
    <SettingsSection headingId="settings-trip-reminder" title="Trip reminder" query={reminder} error="Could not load the trip reminder">
      {(view) => (
        <WholeNumberSetting
          view={view}
          save={save}
          field={{ schema: reminderDaysForm, values: reminderDaysValues, name: 'daysBefore', label: 'Days before check-in', hint: '1 to 90', sentence: (settings) => reminderSentence(settings.daysBefore) }}
          label="Trip reminder"
          saveLabel="Save trip reminder"
          refused="The trip reminder could not be saved"
          saved="Saved: reminders not sent yet follow the new number of days."
        />
      )}
    </SettingsSection>
  );
}

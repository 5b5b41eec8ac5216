import type { TripReminderSettings } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { settingsResource } from './settings-resource';

/** GET/PUT /api/admin/settings/trip-reminder's answer. */
export interface TripReminderView {
  settings: TripReminderSettings;
  /** The saved version; null while the default applies. */
  version: number | null;
}

/** /api/admin/settings/trip-reminder: the days in force; a saved version re-times the reminders not yet sent. */
const tripReminder = settingsResource<TripReminderSettings, TripReminderView>({
  path: apiPaths.admin.tripReminderSettings,
  savedTitle: 'Trip reminder saved',
});

export const useAdminTripReminder = tripReminder.useRead;
export const useSaveTripReminder = tripReminder.useSave;

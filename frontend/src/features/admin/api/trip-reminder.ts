import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TripReminderSettings } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiJson } from '../../../lib/api-client';
import { apiReadOptions } from '../../../lib/api-read';
import { notify } from '../../../lib/notify';

/** GET/PUT /api/admin/settings/trip-reminder's answer. */
export interface TripReminderView {
  settings: TripReminderSettings;
  /** The saved version; null while the default applies. */
  version: number | null;
}

const tripReminder = apiReadOptions<TripReminderView>(apiPaths.admin.tripReminderSettings);

/** GET /api/admin/settings/trip-reminder: the days in force, read afresh when Settings opens. */
export function useAdminTripReminder() {
  return useQuery({ ...tripReminder, refetchOnMount: 'always' });
}

/** PUT /api/admin/settings/trip-reminder: saves a new version; reminders not yet sent are re-timed. */
export function useSaveTripReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TripReminderSettings) => apiJson<TripReminderView>('PUT', apiPaths.admin.tripReminderSettings, settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(tripReminder.queryKey, saved);
      notify({ title: 'Trip reminder saved', tone: 'success' });
    },
  });
}

// One admin setting (cancellation policy, seller, trip reminder, waiting-list offers) as data: the
// URL it is read from and saved to, the toast a save says, and what else shows it. Every setting
// behaves alike: read afresh when Settings opens (another admin may have saved a version since), and
// a save puts the new version in the cache at once.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { apiReadOptions } from '../../../lib/api-read';
import { notify } from '../../../lib/notify';

export interface SettingsResourceSpec<View> {
  /** GET and PUT: the setting in force, and a new version of it. */
  path: string;
  /** The toast's title once a version is saved. */
  savedTitle: string;
  /** Screens beyond Settings that show the setting: told of the saved version. */
  alsoShown?: (queryClient: QueryClient, saved: View) => void;
}

/** The read and the save of one admin setting; `Settings` is what the form sends, `View` what the server answers. */
export function settingsResource<Settings, View>(spec: SettingsResourceSpec<View>) {
  const read = apiReadOptions<View>(spec.path);
  return {
    useRead: () => useQuery({ ...read, refetchOnMount: 'always' }),
    useSave: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (settings: Settings) => apiJson<View>('PUT', spec.path, settings),
        onSuccess: (saved) => {
          queryClient.setQueryData(read.queryKey, saved);
          spec.alsoShown?.(queryClient, saved);
          notify({ title: spec.savedTitle, tone: 'success' });
        },
      });
    },
  };
}

// Admin's waiting-list calls (issue 19): a festival's lists with their history, moving an entry, and
// the hours an offer holds its unit (Settings).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { apiJson, fetchJson } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import {
  adminWaitingListsSchema,
  type AdminWaitingListView,
  type MoveWaitingEntryBody,
  type WaitingListSettings,
  type WaitingListSettingsView,
} from '../../waiting-list';
import { settingsResource } from './settings-resource';

const listsKey = (festivalId: string) => [apiPaths.admin.waitingLists(festivalId)] as const;

/** GET /api/admin/waiting-lists?festivalId=: per item its entries, offers and history; read afresh each time (offers lapse on the server's clock). */
export function useAdminWaitingLists(festivalId: string | undefined) {
  return useQuery({
    queryKey: listsKey(festivalId ?? ''),
    queryFn: async ({ signal }) => adminWaitingListsSchema.parse(await fetchJson<unknown>(apiPaths.admin.waitingLists(festivalId ?? ''), { on401: 'throw', signal })),
    enabled: Boolean(festivalId),
    refetchOnMount: 'always',
  });
}

/** POST /api/admin/waiting-lists/entries/{id}/move: answers the festival's lists as they are now. */
export function useMoveWaitingEntry(festivalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ entryId, body }: { entryId: string; body: MoveWaitingEntryBody }) =>
      adminWaitingListsSchema.parse(await apiJson<unknown>('POST', apiPaths.admin.waitingListMove(entryId), body)),
    onSuccess: (lists: AdminWaitingListView[]) => {
      queryClient.setQueryData(listsKey(festivalId), lists);
      notify({ title: 'Entry moved', tone: 'success' });
    },
  });
}

/** /api/admin/settings/waiting-list: the hours in force; offers made after a save hold for the new hours. */
const offerSettings = settingsResource<WaitingListSettings, WaitingListSettingsView>({
  path: apiPaths.admin.waitingListSettings,
  savedTitle: 'Waiting list offers saved',
});

export const useAdminWaitingListSettings = offerSettings.useRead;
export const useSaveWaitingListSettings = offerSettings.useSave;

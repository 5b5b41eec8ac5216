// The player's waiting-list calls (issue 19): my entries, joining, leaving by id and by the e-mail's link.
// Every answer is parsed, so a shape the SPA does not expect fails here and not deep in a screen.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '../../../config/paths';
import { apiJson, apiRequest, fetchJson } from '../../../lib/api-client';
import {
  leftWaitingListSchema,
  waitingEntryViewSchema,
  type JoinWaitingListBody,
  type LeftWaitingListView,
  type WaitingEntryView,
} from './waiting-list-schemas';

const entriesSchema = z.array(waitingEntryViewSchema);

export const myWaitingListQueryOptions = queryOptions({
  queryKey: [apiPaths.waitingList] as const,
  queryFn: async ({ signal }) => entriesSchema.parse(await fetchJson<unknown>(apiPaths.waitingList, { on401: 'throw', signal })),
});

export const myWaitingListQueryKey = myWaitingListQueryOptions.queryKey;

/**
 * GET /api/waiting-list: my entries with my place in each. Positions move as others leave or buy
 * elsewhere, so the list is read afresh each time a screen showing it opens.
 */
export function useMyWaitingList(options: { enabled?: boolean } = {}) {
  return useQuery({ ...myWaitingListQueryOptions, enabled: options.enabled ?? true, refetchOnMount: 'always' });
}

/** POST /api/waiting-list: the new entry goes into my list at once; a refusal re-reads it (already waiting shows my place). */
export function useJoinWaitingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: JoinWaitingListBody) => waitingEntryViewSchema.parse(await apiJson<unknown>('POST', apiPaths.waitingList, body)),
    onSuccess: (entry) => {
      queryClient.setQueryData<WaitingEntryView[]>(myWaitingListQueryKey, (entries) => [...(entries ?? []).filter((other) => other.id !== entry.id), entry]);
      void queryClient.invalidateQueries({ queryKey: myWaitingListQueryKey });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: myWaitingListQueryKey }),
  });
}

/** DELETE /api/waiting-list/{id}: off the list; an offer I held passes to the next in line. */
export function useLeaveWaitingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (entryId: string) => {
      await apiRequest('DELETE', apiPaths.waitingListEntry(entryId));
      return entryId;
    },
    onSuccess: (entryId) => queryClient.setQueryData<WaitingEntryView[]>(myWaitingListQueryKey, (entries) => entries?.filter((entry) => entry.id !== entryId)),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: myWaitingListQueryKey }),
  });
}

/** POST /api/waiting-list/leave: the e-mail's signed, single-use removal link; no login needed. */
export async function leaveByToken(token: string): Promise<LeftWaitingListView> {
  return leftWaitingListSchema.parse(await apiJson<unknown>('POST', apiPaths.waitingListLeave, { token }));
}

// Admin's sales queues (issue 30): every queue with how many wait, were let through and gave up,
// read again every few seconds while the tab is on screen; pausing, resuming and the rate.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SalesQueueAdminView, SalesQueueUpdate } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiJson, fetchJson } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { failureText } from '../failure-text';

/** The figures move while people queue: the list is read again this often (only while its tab is open and the page is seen). */
export const SALES_QUEUES_REFRESH_MS = 3_000;

const queuesKey = [apiPaths.admin.salesQueues] as const;

/** GET /api/admin/sales-queues: every queue, newest opening first. */
export function useAdminSalesQueues() {
  return useQuery({
    queryKey: queuesKey,
    queryFn: ({ signal }) => fetchJson<SalesQueueAdminView[]>(apiPaths.admin.salesQueues, { on401: 'throw', signal }),
    refetchOnMount: 'always',
    refetchInterval: SALES_QUEUES_REFRESH_MS,
  });
}

/** PATCH /api/admin/sales-queues/{id}: pause, resume or a new rate; the list shows the queue as answered. */
export function useChangeSalesQueue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: SalesQueueUpdate }) => apiJson<SalesQueueAdminView>('PATCH', apiPaths.admin.salesQueue(id), change),
    onSuccess: (queue, { change }) => {
      queryClient.setQueryData<SalesQueueAdminView[]>(queuesKey, (queues) => queues?.map((other) => (other.id === queue.id ? queue : other)));
      const title = change.paused === undefined ? 'Rate saved' : change.paused ? 'Queue paused' : 'Queue resumed';
      notify({ title, description: queue.festivalTitle, tone: 'success', id: `sales-queue-${queue.id}` });
    },
    onError: (error) => notify({ title: 'Error', description: failureText('The queue could not be changed', error), tone: 'destructive' }),
  });
}

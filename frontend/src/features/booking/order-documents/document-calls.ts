// GET /api/orders/{id}/documents, parsed with the domain's schema. The key sits under the order's
// own key, so whatever invalidates or removes the order (a change, a cancellation, a payment) takes
// its documents along; it also carries the order's last update, so a changed order asks again.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentViewSchema, type DocumentView, type OrderView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { fetchJson } from '../../../lib/api-client';
import { mayHaveDocuments } from './document-words';

const documentListSchema = documentViewSchema.array();

export async function getOrderDocuments(orderId: string, signal?: AbortSignal): Promise<DocumentView[]> {
  return documentListSchema.parse(await fetchJson<unknown>(apiPaths.orderDocuments(orderId), { on401: 'throw', signal }));
}

export function orderDocumentsQueryOptions(order: Pick<OrderView, 'id' | 'updatedAt'>) {
  return queryOptions({
    queryKey: [apiPaths.order(order.id), 'documents', order.updatedAt],
    queryFn: ({ signal }) => getOrderDocuments(order.id, signal),
    // a document waiting for the seller's details is issued later without the order changing
    staleTime: 0,
  });
}

/** The order's documents, oldest first; asked for only when the order can have any. */
export function useOrderDocuments(order: Pick<OrderView, 'id' | 'updatedAt' | 'status' | 'paidAt'>, options: { enabled?: boolean } = {}) {
  return useQuery({ ...orderDocumentsQueryOptions(order), enabled: (options.enabled ?? true) && mayHaveDocuments(order) });
}

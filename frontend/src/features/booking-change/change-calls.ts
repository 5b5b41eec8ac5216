// The change calls (issue 17): a quote (changes nothing) and the confirmation of one quote by its id.
// After a confirmation, and after a refusal too (the booking moved on), everything that shows the
// booking or what it earns is read again: the order, My Bookings, the user (points) and loyalty.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ChangeQuoteView, OrderView } from '@pokerfest/domain';
import { apiPaths } from '../../config/paths';
import { apiJson } from '../../lib/api-client';
import type { PartsChangeBody } from './change-form';

export type QuoteRequestBody = PartsChangeBody | { cancel: true };

/** POST /api/orders/{id}/change-quote. */
export function requestQuote(orderId: string, body: QuoteRequestBody): Promise<ChangeQuoteView> {
  return apiJson<ChangeQuoteView>('POST', apiPaths.orderChangeQuote(orderId), body);
}

/** POST /api/orders/{id}/changes: the order after the change (or with the change waiting for its payment). */
export function confirmQuote(orderId: string, quoteId: string): Promise<OrderView> {
  return apiJson<OrderView>('POST', apiPaths.orderChanges(orderId), { quoteId });
}

export function useRefreshAfterChange(orderId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        [[apiPaths.orders], [apiPaths.order(orderId)], [apiPaths.user], [apiPaths.loyaltyMe]].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
    [queryClient, orderId],
  );
}

export function useQuote(orderId: string) {
  return useMutation({ mutationFn: (body: QuoteRequestBody) => requestQuote(orderId, body) });
}

export function useConfirmQuote(orderId: string) {
  const refresh = useRefreshAfterChange(orderId);
  // not awaited: the screen shows its outcome first, then the reads come back underneath it
  return useMutation({ mutationFn: (quoteId: string) => confirmQuote(orderId, quoteId), onSettled: () => void refresh() });
}

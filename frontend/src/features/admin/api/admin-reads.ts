// What the admin reads besides the catalogue (catalogue-resources.ts): users, orders, an order's
// history and the Overview's figures. Each answers 401 with an error: the admin area is behind login.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminOrderView, AdminPendingWork, AdminUser, OrderHistoryEntry, OrderStatus } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { fetchJson } from '../../../lib/api-client';
import type { OrderPaymentFilter } from '../order-format';

const read = <T>(url: string, signal?: AbortSignal) => fetchJson<T>(url, { on401: 'throw', signal });

export const adminUsersQueryKey = [apiPaths.admin.users] as const;

/** GET /api/admin/users: every user, with the referrer's username. */
export function useAdminUsers() {
  return useQuery({ queryKey: adminUsersQueryKey, queryFn: ({ signal }) => read<AdminUser[]>(apiPaths.admin.users, signal) });
}

export interface AdminOrderFilters {
  status?: OrderStatus;
  festivalId?: string;
  payment?: OrderPaymentFilter;
}

/** GET /api/admin/orders?status=&festivalId=&payment=: every player's orders, newest first. The list keeps showing the previous filter's orders while the next ones load. */
export function useAdminOrders(filters: AdminOrderFilters) {
  const url = apiPaths.admin.orders(filters);
  return useQuery({ queryKey: [url], queryFn: ({ signal }) => read<AdminOrderView[]>(url, signal), placeholderData: keepPreviousData });
}

/**
 * GET /api/admin/orders/{id}/events: every event of the order's stream with its actor and time. A
 * history grows while payments and jobs run, so it is read afresh each time it is opened.
 */
export function useAdminOrderHistory(orderId: string | undefined) {
  const url = apiPaths.admin.orderEvents(orderId ?? '');
  return useQuery({ queryKey: [url], queryFn: ({ signal }) => read<OrderHistoryEntry[]>(url, signal), staleTime: 0, enabled: Boolean(orderId) });
}

export type StatName = keyof typeof apiPaths.admin.stats;

/**
 * GET /api/admin/stats/{name}: one admin figure (revenue in cents). Read again each time the
 * Overview opens: players book and register in other sessions, so nothing the admin does here
 * could mark these numbers out of date.
 */
export function useAdminStat(name: StatName) {
  const url = apiPaths.admin.stats[name];
  const query = useQuery({ queryKey: [url], queryFn: ({ signal }) => read<number>(url, signal), refetchOnMount: 'always' });
  const value = typeof query.data === 'number' && Number.isFinite(query.data) ? query.data : undefined;
  return { value, isLoading: query.isLoading, isError: query.isError };
}

/** GET /api/admin/stats/pending-work: refunds not made yet and late or parked timers; read again each time the Overview opens, as the figures are. */
export function usePendingWork() {
  const url = apiPaths.admin.pendingWork;
  return useQuery({ queryKey: [url], queryFn: ({ signal }) => read<AdminPendingWork>(url, signal), refetchOnMount: 'always' });
}

/** What confirmed bookings paid in parts still owe: the sum in cents, and how many bookings owe it. */
export interface OutstandingBalances {
  cents: number;
  bookings: number;
}

/** GET /api/admin/stats/outstanding-balances: read again each time the Overview opens, as the figures are (players pay in other sessions). */
export function useOutstandingBalances() {
  const url = apiPaths.admin.outstandingBalances;
  return useQuery({ queryKey: [url], queryFn: ({ signal }) => read<OutstandingBalances>(url, signal), refetchOnMount: 'always' });
}

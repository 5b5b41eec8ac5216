import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queueQueryKey, readQueue } from './api/queue-calls';
import { saveAdmission } from './admission-storage';
import { queueMayRun } from './sales-hold';

/** While sales count down nobody is connected: the status is read again this often, in case the opening moved. */
const COUNTDOWN_REFRESH_MS = 60_000;

interface SalesTimes {
  productId: string;
  /** The festival's "sales open at" and those of its rooms and seats. */
  times: readonly (string | null | undefined)[];
}

/**
 * The festival's sales queue as this visitor meets it (issue 30), asked only when the festival or one
 * of its items has a "sales open at" that may still matter; read afresh on every visit. The live
 * panel (loaded with it) keeps it current; an admission is kept for the order (admission-storage.ts).
 */
export function useSalesQueue({ productId, times }: SalesTimes) {
  const enabled = queueMayRun(times, Date.now());
  const query = useQuery({
    queryKey: queueQueryKey(productId),
    queryFn: ({ signal }) => readQueue(productId, signal),
    enabled,
    staleTime: 0,
    refetchInterval: (current) => (current.state.data?.status.state === 'countdown' ? COUNTDOWN_REFRESH_MS : false),
  });
  const token = query.data?.status.admission?.token;
  const expiresAt = query.data?.status.admission?.expiresAt;
  useEffect(() => {
    if (token && expiresAt) saveAdmission(productId, { token, expiresAt });
  }, [productId, token, expiresAt]);
  return enabled ? query.data : undefined;
}

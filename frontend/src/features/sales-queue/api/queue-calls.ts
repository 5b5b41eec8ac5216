// The queue calls of issue 30: the status without taking a place (GET), taking one (POST: the same
// place again for this browser or account), both answered as a reading on the server's clock.
import type { SalesQueueStatus } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiJson, fetchJson } from '../../../lib/api-client';
import { readingOf, type QueueReading } from '../queue-reading';

export const queueQueryKey = (productId: string) => [apiPaths.productQueue(productId)] as const;

export async function readQueue(productId: string, signal?: AbortSignal): Promise<QueueReading> {
  return readingOf(await fetchJson<SalesQueueStatus>(apiPaths.productQueue(productId), { on401: 'throw', signal }));
}

export async function joinQueue(productId: string): Promise<QueueReading> {
  return readingOf(await apiJson<SalesQueueStatus>('POST', apiPaths.productQueue(productId)));
}

// How the admin's Sales Queues tab words a queue (issue 30).
import type { SalesQueueAdminView } from '@pokerfest/domain';

/** 'Closed', 'Paused', 'Waiting room open' (before the opening), 'Letting people through' or 'Ended'. */
export function queueStateText(queue: Pick<SalesQueueAdminView, 'opensAt' | 'active' | 'paused' | 'closedAt'>, now: number): string {
  if (queue.closedAt) return 'Closed';
  if (queue.paused) return 'Paused';
  if (Date.parse(queue.opensAt) > now) return 'Waiting room open';
  return queue.active ? 'Letting people through' : 'Ended';
}

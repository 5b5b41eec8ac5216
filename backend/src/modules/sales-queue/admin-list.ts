import { sql } from 'kysely';
import type { SalesQueueAdminView } from '@pokerfest/domain';
import type { Db } from '@pokerfest/infra';
import type { QueueBoard } from './queue-board';

/** The admin's list: every queue, newest opening first, with how many wait, were let through and gave up. */
export async function adminQueueList(db: Db, now: Date, board: QueueBoard): Promise<SalesQueueAdminView[]> {
  const rows = await db
    .selectFrom('sales_queues as q')
    .innerJoin('festivals as f', 'f.product_id', 'q.festival_id')
    .select(['q.id', 'q.festival_id', 'f.title', 'q.opens_at', 'q.admissions_per_minute', 'q.paused', 'q.closed_at'])
    .select([
      sql<string>`(SELECT count(*) FROM sales_queue_places p WHERE p.queue_id = q.id AND p.left_at IS NULL AND p.admitted_at IS NULL)`.as('waiting'),
      sql<string>`(SELECT count(*) FROM sales_queue_places p WHERE p.queue_id = q.id AND p.admitted_at IS NOT NULL)`.as('admitted'),
      sql<string>`(SELECT count(*) FROM sales_queue_places p WHERE p.queue_id = q.id AND p.left_at IS NOT NULL AND p.admitted_at IS NULL)`.as('left'),
    ])
    .orderBy('q.opens_at', 'desc')
    .orderBy('q.id', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    festivalId: row.festival_id,
    festivalTitle: row.title,
    opensAt: row.opens_at.toISOString(),
    active: row.closed_at === null && board.active({ festivalId: row.festival_id, opensAt: row.opens_at }, now),
    waiting: Number(row.waiting),
    admitted: Number(row.admitted),
    left: Number(row.left),
    admissionsPerMinute: row.admissions_per_minute,
    paused: row.paused,
    closedAt: row.closed_at?.toISOString() ?? null,
  }));
}

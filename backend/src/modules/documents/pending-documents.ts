import { enqueueTimer, type Db, type JobQueue } from '@pokerfest/infra';

/**
 * A document that could not be issued with its cause (the seller's name or address still empty, or
 * a credit note whose invoice waits): its timer issues it later, keyed `{orderId}:{sourceKey}`.
 */
export const DOCUMENT_ISSUE_TIMER_KIND = 'document-issue';

/**
 * Once the seller is complete, every waiting document is tried again at once, parked ones too:
 * their failures said only that the seller was missing. Answers how many were re-armed.
 */
export async function rearmPendingDocuments(db: Db, queue: JobQueue | null, now: Date): Promise<number> {
  const rows = await db
    .updateTable('scheduled_timers')
    .set({ due_at: now, next_attempt_at: null, parked_at: null, attempts: 0, last_error: null })
    .where('kind', '=', DOCUMENT_ISSUE_TIMER_KIND)
    .where('fired_at', 'is', null)
    .returning(['timer_key', 'payload'])
    .execute();
  if (queue) {
    for (const row of rows) {
      const timer = { kind: DOCUMENT_ISSUE_TIMER_KIND, key: row.timer_key, dueAt: now, jobId: `document-issue-rearmed-${row.timer_key}-${now.getTime()}`.replaceAll(':', '_') };
      await enqueueTimer(queue, timer, now).catch(() => undefined);
    }
  }
  return rows.length;
}

import type { Executor } from '@pokerfest/infra';

export function findStreamSummary(db: Executor, streamId: string) {
  return db.selectFrom('stream_summaries').selectAll().where('stream_id', '=', streamId).executeTakeFirst();
}

export function listStreamSummaries(db: Executor, options: { streamType?: string; limit: number }) {
  let query = db.selectFrom('stream_summaries').selectAll().orderBy('last_recorded_at', 'desc').limit(options.limit);
  if (options.streamType) query = query.where('stream_type', '=', options.streamType);
  return query.execute();
}
